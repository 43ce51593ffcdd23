export default function P() {
  return <div>wip</div>;
}
