// Live market summary: asks the /marketsummary WebSocket every 5 s and shows what it (and its pushes) say.
(function () {
  'use strict';
  var socket = null;
  var timer = null;
  var state = document.getElementById('wsState');

  function url() {
    var path = location.pathname.replace(/\/[^\/]*$/, '/marketsummary');
    return (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + path;
  }

  function text(id, value) {
    var element = document.getElementById(id);
    if (element && value !== undefined) {
      element.textContent = value;
    }
  }

  function money(value) {
    return '$' + Number(value).toFixed(2);
  }

  function signed(value) {
    var number = Number(value);
    return (number > 0 ? '+' : '') + number.toFixed(2);
  }

  function fill(tableId, rows) {
    var table = document.getElementById(tableId);
    while (table.rows.length > 1) {
      table.deleteRow(1);
    }
    rows.forEach(function (row) {
      var tr = table.insertRow(-1);
      var link = document.createElement('a');
      link.href = 'app?action=quotes&symbols=' + encodeURIComponent(row.symbol);
      link.textContent = row.symbol;
      tr.insertCell(-1).appendChild(link);
      tr.insertCell(-1).textContent = money(row.price);
      var change = tr.insertCell(-1);
      change.textContent = signed(row.change);
      change.className = Number(row.change) > 0 ? 'gain' : Number(row.change) < 0 ? 'loss' : '';
    });
  }

  function show(message) {
    var data = JSON.parse(message.data);
    if (data.gainers) {
      text('tsia', Number(data.tsia).toFixed(2));
      text('openTsia', Number(data.openTsia).toFixed(2));
      text('gainPercent', signed(data.gainPercent) + '%');
      text('volume', Number(data.volume).toLocaleString('en-US'));
      text('summaryDate', String(data.date).replace('T', ' '));
      fill('gainers', data.gainers);
      fill('losers', data.losers);
    } else if (data.changes) {
      fill('recentChanges', data.changes);
    }
  }

  function ask() {
    if (socket && socket.readyState === WebSocket.OPEN) {
      socket.send(JSON.stringify({action: 'updateMarketSummary'}));
      socket.send(JSON.stringify({action: 'updateRecentQuotePriceChange'}));
    }
  }

  function connect() {
    if (socket) {
      return;
    }
    socket = new WebSocket(url());
    state.textContent = 'connecting';
    socket.onopen = function () {
      state.textContent = 'connected';
      ask();
      timer = setInterval(ask, 5000);
    };
    socket.onmessage = show;
    socket.onclose = function () {
      state.textContent = 'not connected';
      clearInterval(timer);
      socket = null;
    };
  }

  function disconnect() {
    if (socket) {
      socket.close(1000);
    }
  }

  document.getElementById('wsConnect').addEventListener('click', connect);
  document.getElementById('wsDisconnect').addEventListener('click', disconnect);
  connect();
}());
