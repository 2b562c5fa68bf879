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

  function fill(tableId, rows) {
    var table = document.getElementById(tableId);
    while (table.rows.length > 1) {
      table.deleteRow(1);
    }
    rows.forEach(function (row) {
      var tr = table.insertRow(-1);
      [row.symbol, row.price, row.change].forEach(function (value) {
        tr.insertCell(-1).textContent = value;
      });
      tr.cells[2].className = Number(row.change) > 0 ? 'gain' : Number(row.change) < 0 ? 'loss' : '';
    });
  }

  function show(message) {
    var data = JSON.parse(message.data);
    if (data.gainers) {
      text('tsia', data.tsia);
      text('openTsia', data.openTsia);
      text('gainPercent', data.gainPercent + '%');
      text('volume', data.volume);
      text('summaryDate', data.date);
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
