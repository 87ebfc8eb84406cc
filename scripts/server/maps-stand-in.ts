// GET /maps/api.js: an offline stand-in for a maps service's script, defining the small API the map widget draws
// with (runtime/map/maps-api.ts), so map blocks work and can be tested without the service. It draws every option
// it is given: a tint per style, place labels, terrain contours, zoom controls, the wheel, map and marker dragging,
// and the marker (a button holding the icon) at its offset from the centre in Web Mercator pixels; each option is
// also a data attribute on the surface. Plain browser JavaScript in a string: it runs on the visitor's page.
import type { Reply } from './http-util';
import { VENDORS } from '../../runtime/vendors';

export const MAPS_STAND_IN_PATH = VENDORS.googleMaps.standIn;

export const mapsStandInScript = `(function () {
  'use strict';
  var script = document.currentScript;
  var TINTS = { Original: '#e8e4d8', Grayscale: '#dcdcdc', Satellite: '#4a5d3a', MinimalDark: '#2b2f36', MinimalLight: '#f4f4f2', MinimalBlue: '#cfe0f0' };
  // Terrain: contour stripes over the tint; labels: a few place names drawn over the surface.
  var TERRAIN = 'repeating-radial-gradient(circle at 30% 40%, #0000 0 18px, #6b5a3a33 18px 20px)';
  var PLACES = ['Market Street', 'Old Town', 'Riverside', 'Station Road'];
  // The options the stand-in draws (everything but the centre, the zoom and the marker's own settings).
  var LOOK = ['style', 'showLabels', 'showTerrain', 'draggable', 'scrollwheel', 'showControls', 'disableDefaultUI', 'markerDraggable'];
  function pixelsPerDegree(zoom) { return 256 * Math.pow(2, zoom) / 360; }
  function mercatorY(lat) { var s = Math.sin(lat * Math.PI / 180); return Math.log((1 + s) / (1 - s)) / (4 * Math.PI) * 360; }
  function latitudeOf(y) { var e = Math.exp(y / 360 * 4 * Math.PI); return Math.asin((e - 1) / (e + 1)) * 180 / Math.PI; }
  function el(tag, className, css) { var node = document.createElement(tag); node.className = className; node.style.cssText = css; return node; }
  function createMap(container, options) {
    if (!container || !options || !options.centre) throw new Error('visitorMaps stand-in: a container and a centre are needed');
    var view = { zoom: options.zoom, centre: { lat: options.centre.lat, lng: options.centre.lng }, marker: { lat: options.marker.position.lat, lng: options.marker.position.lng } };
    var look = {};
    LOOK.forEach(function (name) { look[name] = name === 'style' ? options.style : name === 'markerDraggable' ? !!options.marker.draggable : !!options[name]; });
    var surface = el('div', 'maps-stand-in', 'position:relative;width:100%;height:100%;min-height:inherit;overflow:hidden;touch-action:none');
    var terrain = el('div', 'maps-stand-in-terrain', 'position:absolute;inset:0;pointer-events:none;background:' + TERRAIN);
    var labels = el('div', 'maps-stand-in-labels', 'position:absolute;inset:0;pointer-events:none;font:italic 11px sans-serif;color:#333');
    PLACES.forEach(function (name, i) {
      var label = el('span', 'maps-stand-in-label', 'position:absolute;left:' + (12 + i * 21) + '%;top:' + (18 + (i % 2) * 50) + '%');
      label.textContent = name;
      labels.append(label);
    });
    var caption = el('span', 'maps-stand-in-caption', 'position:absolute;left:.5em;bottom:.5em;font:12px sans-serif;color:#111;background:#fffc;padding:0 .3em');
    var marker = el('button', 'maps-stand-in-marker', 'position:absolute;padding:0;border:0;background:none;cursor:pointer;transform:translate(-50%,-100%)');
    marker.type = 'button';
    marker.setAttribute('aria-label', options.marker.title);
    var icon = document.createElement('img');
    icon.src = options.marker.icon.url;
    icon.width = options.marker.icon.width;
    icon.height = options.marker.icon.height;
    icon.alt = '';
    icon.draggable = false;
    marker.append(icon);
    var controls = el('div', 'maps-stand-in-controls', '');
    [['+', 'Zoom in', 1], ['\\u2212', 'Zoom out', -1]].forEach(function (control, i) {
      var button = el('button', 'maps-stand-in-zoom', 'position:absolute;right:.5em;width:2em;height:2em;top:' + (0.5 + i * 2.25) + 'em');
      button.type = 'button';
      button.textContent = control[0];
      button.setAttribute('aria-label', control[1]);
      button.addEventListener('click', function () { zoomBy(control[2]); });
      controls.append(button);
    });
    function draw() {
      var scale = pixelsPerDegree(view.zoom);
      var dx = (view.marker.lng - view.centre.lng) * scale;
      var dy = (mercatorY(view.centre.lat) - mercatorY(view.marker.lat)) * scale;
      marker.style.left = 'calc(50% + ' + dx + 'px)';
      marker.style.top = 'calc(50% + ' + dy + 'px)';
      surface.setAttribute('data-zoom', String(view.zoom));
      surface.setAttribute('data-centre', view.centre.lat.toFixed(5) + ',' + view.centre.lng.toFixed(5));
      marker.setAttribute('data-position', view.marker.lat.toFixed(5) + ',' + view.marker.lng.toFixed(5));
      caption.textContent = view.centre.lat.toFixed(4) + ', ' + view.centre.lng.toFixed(4) + ' \\u00b7 zoom ' + view.zoom;
    }
    // Every option shows: as a data attribute on the surface, and in what is drawn.
    function apply() {
      LOOK.forEach(function (name) { surface.setAttribute('data-' + name.replace(/[A-Z]+/g, function (c) { return '-' + c.toLowerCase(); }), String(look[name])); });
      surface.style.background = TINTS[look.style] || TINTS.Original;
      terrain.hidden = !look.showTerrain;
      labels.hidden = !look.showLabels;
      controls.hidden = !look.showControls || look.disableDefaultUI;
      surface.style.cursor = look.draggable ? 'grab' : 'default';
      marker.style.cursor = look.markerDraggable ? 'move' : 'pointer';
    }
    function zoomBy(step) { view.zoom = Math.min(21, Math.max(0, view.zoom + step)); draw(); }
    // Dragging: the map pans when draggable; the marker moves when markerDraggable. A drag is not a click.
    var drag = null, justDragged = false;
    function onPointerDown(event) {
      justDragged = false;
      if (event.button !== 0) return;
      var onMarker = marker.contains(event.target);
      if (onMarker ? !look.markerDraggable : !look.draggable || (event.target.closest && event.target.closest('button'))) return;
      drag = { what: onMarker ? 'marker' : 'map', x: event.clientX, y: event.clientY, moved: false, from: onMarker ? view.marker : view.centre };
    }
    function onPointerMove(event) {
      if (!drag) return;
      var dx = event.clientX - drag.x, dy = event.clientY - drag.y;
      if (!drag.moved && Math.abs(dx) + Math.abs(dy) < 3) return;
      drag.moved = true;
      var scale = pixelsPerDegree(view.zoom), sign = drag.what === 'marker' ? 1 : -1;
      var moved = { lat: latitudeOf(mercatorY(drag.from.lat) - sign * dy / scale), lng: drag.from.lng + sign * dx / scale };
      if (drag.what === 'marker') view.marker = moved; else view.centre = moved;
      draw();
    }
    function onPointerUp() {
      justDragged = !!(drag && drag.moved);
      if (justDragged) surface.setAttribute('data-dragged', drag.what);
      drag = null;
    }
    marker.addEventListener('click', function () { if (!justDragged) options.marker.onClick(); });
    // The wheel zooms only when the widget has said so: otherwise the page scrolls over the map.
    function onWheel(event) {
      if (!look.scrollwheel) return;
      event.preventDefault();
      zoomBy(event.deltaY < 0 ? 1 : -1);
    }
    surface.addEventListener('wheel', onWheel, { passive: false });
    surface.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', onPointerUp);
    surface.append(terrain, labels, caption, marker, controls);
    container.append(surface);
    apply();
    draw();
    return {
      setOptions: function (next) {
        next = next || {};
        var redrawn = false;
        LOOK.forEach(function (name) {
          if (!(name in next)) return;
          var value = name === 'style' ? next.style : !!next[name];
          if (value === look[name]) return;
          look[name] = value;
          // The wheel follows the visitor's engagement; the rest is the map's look.
          if (name !== 'scrollwheel') redrawn = true;
        });
        apply();
        // How many times the look was redrawn: the widget's 60 ms debounce shows here.
        if (redrawn) surface.setAttribute('data-redraws', String(Number(surface.getAttribute('data-redraws') || 0) + 1));
      },
      destroy: function () {
        surface.removeEventListener('wheel', onWheel);
        window.removeEventListener('pointermove', onPointerMove);
        window.removeEventListener('pointerup', onPointerUp);
        surface.remove();
      },
    };
  }
  window.visitorMaps = { createMap: createMap };
  var callback = script && script.src ? new URL(script.src).searchParams.get('callback') : null;
  if (callback && typeof window[callback] === 'function') window[callback]();
})();
`;

export const mapsStandInReply = (): Reply => ({
  status: 200,
  body: mapsStandInScript,
  contentType: 'text/javascript; charset=utf-8',
});
