// react-dom/client in the preact/compat build (esbuild.mjs, --renderer=preact): preact/compat's, with passive
// effects (useEffect) run one message-channel task after the render, as React's scheduler runs them. preact/hooks
// runs them after the next animation frame (or a 35 ms timer): never while a page's timers are held (a test's page
// clock) and late in a background tab, so views would behave differently on the two builds.
import { options } from 'preact';

options.requestAnimationFrame = (callback) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => callback();
  channel.port2.postMessage(null);
};

export * from 'preact/compat/client';
