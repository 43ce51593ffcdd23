export const introMobPage = (a: string) =>
  function P() {
    return <div>{a}</div>;
  };
