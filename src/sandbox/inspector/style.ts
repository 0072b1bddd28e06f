/** The inspector's stylesheet: plain CSS, light and dark. */
export const INSPECTOR_CSS = `:root { color-scheme: light dark; font: 14px/1.4 system-ui, sans-serif; }
body { margin: 0; }
header { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; padding: .5rem 1rem;
  border-bottom: 1px solid #8884; position: sticky; top: 0; background: Canvas; }
h1 { font-size: 1.1rem; margin: 0; }
h2 { font-size: 1rem; margin: 1rem 0 .25rem; }
main { padding: 0 1rem 2rem; }
form { display: flex; gap: .5rem; align-items: center; }
output { font-family: ui-monospace, monospace; }
#status { margin: 0; color: #c33; }
table { border-collapse: collapse; width: 100%; font-size: 13px; }
th, td { text-align: left; padding: .15rem .5rem; border-bottom: 1px solid #8883; vertical-align: top; }
td { font-family: ui-monospace, monospace; }
#requests tbody, #deliveries tbody { display: block; max-height: 16rem; overflow-y: auto; }
#requests thead, #requests tbody tr, #deliveries thead, #deliveries tbody tr {
  display: table; width: 100%; table-layout: fixed; }
#requests th:nth-child(1) { width: 22%; } #requests th:nth-child(3) { width: 40%; }
#deliveries th:nth-child(1) { width: 5%; } #deliveries th:nth-child(2) { width: 15%; }
#deliveries th:nth-child(3) { width: 7%; } #deliveries th:nth-child(4) { width: 25%; }
#deliveries th:nth-child(5) { width: 38%; }
.status-2 { color: #2a7; } .status-4 { color: #c80; } .status-5, .failed { color: #c33; }
nav button[aria-pressed="true"] { font-weight: bold; }
.pager { display: flex; gap: 1rem; align-items: center; }
`;
