export const legalPage = (doc: string) =>
  function P() {
    return <div>{doc}</div>;
  };
