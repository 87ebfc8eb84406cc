// GET /maps/api.js: an offline stand-in for a maps service's script, defining the small API the map widget draws
// with (runtime/maps/maps-api.ts), so map blocks work and can be tested without the service. It draws a tinted
// box per style, the centre's coordinates, zoom controls and the marker (a button holding the icon), placed at its
// offset from the centre in Web Mercator pixels. Plain browser JavaScript in a string: it runs on the visitor's page.
import type { Reply } from './http-util';

export const MAPS_STAND_IN_PATH = '/maps/api.js';

export const mapsStandInScript = `(function () {
  'use strict';
  var script = document.currentScript;
  var TINTS = { Original: '#e8e4d8', Grayscale: '#dcdcdc', Satellite: '#4a5d3a', MinimalDark: '#2b2f36', MinimalLight: '#f4f4f2', MinimalBlue: '#cfe0f0' };
  function pixelsPerDegree(zoom) { return 256 * Math.pow(2, zoom) / 360; }
  function mercatorY(lat) { var s = Math.sin(lat * Math.PI / 180); return Math.log((1 + s) / (1 - s)) / (4 * Math.PI) * 360; }
  function createMap(container, options) {
    if (!container || !options || !options.centre) throw new Error('visitorMaps stand-in: a container and a centre are needed');
    var state = { zoom: options.zoom, scrollwheel: !!options.scrollwheel };
    var surface = document.createElement('div');
    surface.className = 'maps-stand-in';
    surface.setAttribute('data-style', options.style);
    surface.style.cssText = 'position:relative;width:100%;height:100%;min-height:inherit;overflow:hidden;background:' + (TINTS[options.style] || TINTS.Original);
    var caption = document.createElement('span');
    caption.className = 'maps-stand-in-caption';
    caption.style.cssText = 'position:absolute;left:.5em;bottom:.5em;font:12px sans-serif;color:#111;background:#fffc;padding:0 .3em';
    var marker = document.createElement('button');
    marker.type = 'button';
    marker.className = 'maps-stand-in-marker';
    marker.setAttribute('aria-label', options.marker.title);
    marker.style.cssText = 'position:absolute;padding:0;border:0;background:none;cursor:pointer;transform:translate(-50%,-100%)';
    var icon = document.createElement('img');
    icon.src = options.marker.icon.url;
    icon.width = options.marker.icon.width;
    icon.height = options.marker.icon.height;
    icon.alt = '';
    marker.append(icon);
    marker.addEventListener('click', function () { options.marker.onClick(); });
    function draw() {
      var scale = pixelsPerDegree(state.zoom);
      var dx = (options.marker.position.lng - options.centre.lng) * scale;
      var dy = (mercatorY(options.centre.lat) - mercatorY(options.marker.position.lat)) * scale;
      marker.style.left = 'calc(50% + ' + dx + 'px)';
      marker.style.top = 'calc(50% + ' + dy + 'px)';
      surface.setAttribute('data-zoom', String(state.zoom));
      caption.textContent = options.centre.lat.toFixed(4) + ', ' + options.centre.lng.toFixed(4) + ' · zoom ' + state.zoom;
    }
    function zoomBy(step) { state.zoom = Math.min(21, Math.max(0, state.zoom + step)); draw(); }
    surface.append(caption, marker);
    if (options.showControls && !options.disableDefaultUI) {
      [['+', 'Zoom in', 1], ['\\u2212', 'Zoom out', -1]].forEach(function (control, i) {
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = control[0];
        button.setAttribute('aria-label', control[1]);
        button.style.cssText = 'position:absolute;right:.5em;width:2em;height:2em;top:' + (0.5 + i * 2.25) + 'em';
        button.addEventListener('click', function () { zoomBy(control[2]); });
        surface.append(button);
      });
    }
    // The wheel zooms only when the widget has said so: otherwise the page scrolls over the map.
    function onWheel(event) {
      if (!state.scrollwheel) return;
      event.preventDefault();
      zoomBy(event.deltaY < 0 ? 1 : -1);
    }
    surface.addEventListener('wheel', onWheel, { passive: false });
    container.append(surface);
    draw();
    return {
      setOptions: function (next) {
        next = next || {};
        if ('scrollwheel' in next) state.scrollwheel = !!next.scrollwheel;
        surface.setAttribute('data-scrollwheel', String(state.scrollwheel));
        if (next.style && next.style !== surface.getAttribute('data-style')) {
          surface.setAttribute('data-style', next.style);
          surface.style.background = TINTS[next.style] || TINTS.Original;
          // How many times the look was redrawn: the widget's 60 ms debounce shows here.
          surface.setAttribute('data-redraws', String(Number(surface.getAttribute('data-redraws') || 0) + 1));
        }
      },
      destroy: function () { surface.removeEventListener('wheel', onWheel); surface.remove(); },
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
