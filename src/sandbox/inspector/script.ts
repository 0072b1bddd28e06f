/**
 * The inspector's script: polls the control routes of its own origin once a second with the key from the
 * page's URL, and writes every value as text (a record's name is data, never markup).
 */
export const INSPECTOR_JS = `'use strict';
(function () {
  var key = new URLSearchParams(location.search).get('key') || '';
  var POLL_MS = 1000;
  var KEPT_REQUEST_ROWS = 200;
  var SHOWN_ATTEMPTS = 4;
  var lastSeq = 0;
  var shownDeliveries = '';
  var records = { table: 'people', page: 1, pages: 1 };

  function $(id) { return document.getElementById(id); }

  function say(message) { $('status').textContent = message; }

  function call(method, path, body) {
    var init = { method: method, headers: { 'x-sandbox-key': key }, cache: 'no-store' };
    if (body !== undefined) {
      init.headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    return fetch(path, init).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (answer) {
        if (!response.ok) throw new Error(answer.error || ('HTTP ' + response.status));
        return answer;
      });
    });
  }

  function cell(row, value, className) {
    var td = document.createElement('td');
    td.textContent = value === null || value === undefined ? '' : String(value);
    if (className) td.className = className;
    row.appendChild(td);
    return td;
  }

  function when(at) {
    var date = new Date(at);
    return isNaN(date.getTime()) ? String(at) : date.toISOString();
  }

  function showRequests(requests) {
    var body = $('requests').tBodies[0];
    // The first answer may hold the log's 10,000: only the rows kept are drawn.
    requests.slice(-KEPT_REQUEST_ROWS).forEach(function (request) {
      var row = document.createElement('tr');
      cell(row, when(request.at));
      cell(row, request.method);
      cell(row, request.path);
      cell(row, request.status, 'status-' + String(request.status).charAt(0));
      cell(row, request.ms);
      cell(row, request.tokenKind);
      body.insertBefore(row, body.firstChild);
    });
    requests.forEach(function (request) { lastSeq = Math.max(lastSeq, request.seq); });
    while (body.rows.length > KEPT_REQUEST_ROWS) body.deleteRow(body.rows.length - 1);
  }

  /** The log so far, then each request as it is answered (server-sent events read through fetch, with the key). */
  function followRequests() {
    call('GET', '/_sandbox/requests?after=' + lastSeq)
      .then(function (answer) {
        showRequests(answer.requests);
        return fetch('/_sandbox/requests/stream?after=' + lastSeq, {
          headers: { 'x-sandbox-key': key },
          cache: 'no-store',
        });
      })
      .then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return readEvents(response.body.getReader(), new TextDecoder(), '');
      })
      .catch(function (error) { say('Requests: ' + error.message); })
      .then(function () { setTimeout(followRequests, POLL_MS); });
  }

  function readEvents(reader, decoder, pending) {
    return reader.read().then(function (chunk) {
      if (chunk.done) return;
      var events = (pending + decoder.decode(chunk.value, { stream: true })).split('\\n\\n');
      pending = events.pop();
      events.forEach(function (event) {
        var data = event.split('\\n').filter(function (line) { return line.indexOf('data: ') === 0; });
        if (data.length > 0 && event.indexOf('event: ') === -1) showRequests([JSON.parse(data[0].slice(6))]);
      });
      return readEvents(reader, decoder, pending);
    });
  }

  function pollDeliveries() {
    return call('GET', '/_sandbox/deliveries').then(function (answer) {
      var text = JSON.stringify(answer.deliveries);
      if (text === shownDeliveries) return;
      shownDeliveries = text;
      var body = $('deliveries').tBodies[0];
      body.replaceChildren();
      answer.deliveries.slice().reverse().forEach(function (delivery) {
        var row = document.createElement('tr');
        row.dataset.delivery = String(delivery.id);
        cell(row, delivery.id);
        cell(row, delivery.topic);
        cell(row, delivery.recordId);
        cell(row, delivery.target);
        var attempts = cell(row, '');
        var hidden = delivery.attempts.length - SHOWN_ATTEMPTS;
        if (hidden > 0) {
          attempts.appendChild(document.createElement('div')).textContent = hidden + ' earlier attempts';
        }
        delivery.attempts.slice(-SHOWN_ATTEMPTS).forEach(function (attempt) {
          var line = document.createElement('div');
          line.className = 'attempt' + (attempt.outcome === 'delivered' ? '' : ' failed');
          line.textContent = '#' + attempt.attempt + ' ' + when(attempt.at) + ' ' +
            (attempt.status === null ? attempt.error : attempt.status) + ' ' + attempt.outcome +
            (attempt.redelivered ? ' (redelivered)' : '');
          attempts.appendChild(line);
        });
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Redeliver';
        button.addEventListener('click', function () { redeliver(delivery.id); });
        row.appendChild(document.createElement('td')).appendChild(button);
        body.appendChild(row);
      });
    });
  }

  function redeliver(id) {
    call('POST', '/_sandbox/deliveries/' + id + '/redeliver').then(function () {
      say('');
      return pollDeliveries();
    }).catch(function (error) { say('Redeliver: ' + error.message); });
  }

  function showClock(answer) { $('clock').textContent = when(answer.now); }

  function pollClock() { return call('GET', '/_sandbox/clock').then(showClock); }

  function loadRecords() {
    var path = '/_sandbox/records/' + records.table + '?page=' + records.page;
    return call('GET', path).then(function (answer) {
      records.pages = Math.max(1, Math.ceil(answer.total / answer.perPage));
      var columns = answer.rows.length > 0 ? Object.keys(answer.rows[0]) : ['id'];
      var head = document.createElement('tr');
      columns.forEach(function (column) {
        head.appendChild(document.createElement('th')).textContent = column;
      });
      $('records').tHead.replaceChildren(head);
      var body = $('records').tBodies[0];
      body.replaceChildren();
      answer.rows.forEach(function (record) {
        var row = document.createElement('tr');
        row.dataset.id = String(record.id);
        columns.forEach(function (column) { cell(row, record[column]); });
        body.appendChild(row);
      });
      $('page').textContent = 'page ' + answer.page + ' of ' + records.pages + ' (' + answer.total + ' ' + answer.table + ')';
      $('newer').disabled = records.page <= 1;
      $('older').disabled = records.page >= records.pages;
    });
  }

  function tick(poll, name) {
    return poll().catch(function (error) { say(name + ': ' + error.message); });
  }

  function pollAll() {
    Promise.all([
      tick(pollDeliveries, 'Deliveries'),
      tick(pollClock, 'Clock'),
      tick(loadRecords, 'Records'),
    ]).then(function () { setTimeout(pollAll, POLL_MS); });
  }

  document.addEventListener('DOMContentLoaded', function () {
    $('advance').addEventListener('submit', function (event) {
      event.preventDefault();
      var by = $('advance-by').value.trim();
      call('POST', '/_sandbox/clock/advance', { by: /^\\d+$/.test(by) ? Number(by) : by })
        .then(function (answer) { showClock(answer); say(''); return loadRecords(); })
        .catch(function (error) { say('Advance: ' + error.message); });
    });
    $('tables').addEventListener('click', function (event) {
      var table = event.target.dataset && event.target.dataset.table;
      if (!table) return;
      records.table = table;
      records.page = 1;
      document.querySelectorAll('#tables button').forEach(function (button) {
        button.setAttribute('aria-pressed', String(button.dataset.table === table));
      });
      tick(loadRecords, 'Records');
    });
    $('newer').addEventListener('click', function () { records.page -= 1; tick(loadRecords, 'Records'); });
    $('older').addEventListener('click', function () { records.page += 1; tick(loadRecords, 'Records'); });
    followRequests();
    pollAll();
  });
})();
`;
