// GET /captcha/api.js: an offline stand-in for reCAPTCHA's explicit-render API, so forms with a captcha work and
// can be tested without Google. It draws a real checkbox "I'm not a robot": ticking it solves the captcha,
// unticking it plays the provider's expiry. Plain browser JavaScript in a string: it runs on the visitor's page.
import type { Reply } from './http-util';
import { VENDORS } from '../../runtime/vendors';

export const CAPTCHA_STAND_IN_PATH = VENDORS.captcha.standIn;

export const captchaStandInScript = `(function () {
  'use strict';
  var widgets = [];
  var script = document.currentScript;
  function call(callback, arg) {
    var fn = typeof callback === 'string' ? window[callback] : callback;
    if (typeof fn === 'function') fn(arg);
  }
  function widget(id) {
    var found = widgets[id === undefined ? 0 : id];
    if (!found) throw new Error('grecaptcha stand-in: no widget ' + id);
    return found;
  }
  function render(container, params) {
    var element = typeof container === 'string' ? document.getElementById(container) : container;
    if (!element) throw new Error('grecaptcha stand-in: no container');
    if (!params || !params.sitekey) throw new Error('grecaptcha stand-in: missing sitekey');
    var id = widgets.length;
    var box = document.createElement('input');
    box.type = 'checkbox';
    var label = document.createElement('label');
    label.className = 'grecaptcha-stand-in';
    label.style.cssText = 'display:inline-flex;gap:.5em;align-items:center;padding:.75em 1em;border:1px solid #999;border-radius:3px';
    label.append(box, "I'm not a robot");
    var state = { box: box, token: '' };
    box.addEventListener('change', function () {
      state.token = box.checked ? 'standin-' + Math.random().toString(36).slice(2) : '';
      if (box.checked) call(params.callback, state.token);
      else call(params['expired-callback']);
    });
    element.append(label);
    widgets.push(state);
    return id;
  }
  window.grecaptcha = {
    render: render,
    reset: function (id) {
      var found = widget(id);
      found.box.checked = false;
      found.token = '';
    },
    getResponse: function (id) {
      return widget(id).token;
    },
  };
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;

export const captchaStandInReply = (): Reply => ({
  status: 200,
  body: captchaStandInScript,
  contentType: 'text/javascript; charset=utf-8',
});
