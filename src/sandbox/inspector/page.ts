/** Where the inspector's page and its two files are served. */
export const INSPECTOR_PATH = '/_sandbox/inspector';
export const SCRIPT_PATH = `${INSPECTOR_PATH}/script.js` as const;
export const STYLE_PATH = `${INSPECTOR_PATH}/style.css` as const;

/**
 * The page: no inline script or style (the CSP forbids both), no key in it (the script reads the key from
 * the page's URL), every value written by the script as text.
 */
export const INSPECTOR_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Pike13 sandbox inspector</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${STYLE_PATH}">
<script src="${SCRIPT_PATH}" defer></script>
</head>
<body>
<header>
  <h1>Pike13 sandbox</h1>
  <form id="advance">
    <span>Clock <output id="clock">…</output></span>
    <label>by <input id="advance-by" name="by" value="1d" size="6" aria-label="Advance by"></label>
    <button type="submit">Advance</button>
  </form>
  <p id="status" role="status"></p>
</header>
<main>
  <section>
    <h2>Requests</h2>
    <table id="requests">
      <thead><tr><th>at</th><th>method</th><th>path</th><th>status</th><th>ms</th><th>token</th></tr></thead>
      <tbody></tbody>
    </table>
  </section>
  <section>
    <h2>Webhook deliveries</h2>
    <table id="deliveries">
      <thead><tr><th>#</th><th>topic</th><th>record</th><th>target</th><th>attempts</th><th></th></tr></thead>
      <tbody></tbody>
    </table>
  </section>
  <section>
    <h2>Records</h2>
    <nav id="tables">
      <button type="button" data-table="people" aria-pressed="true">People</button>
      <button type="button" data-table="visits" aria-pressed="false">Visits</button>
      <button type="button" data-table="plans" aria-pressed="false">Plans</button>
      <button type="button" data-table="invoices" aria-pressed="false">Invoices</button>
    </nav>
    <table id="records"><thead></thead><tbody></tbody></table>
    <p class="pager">
      <button type="button" id="newer">Newer</button>
      <span id="page"></span>
      <button type="button" id="older">Older</button>
    </p>
  </section>
</main>
</body>
</html>
`;
