// A pass-through in front of the site's server that adds one script to the top of each page, so
// every engine reports problems the same way: WebKit's WebDriver has no console or error events.
// The script runs before the page's CSP meta tag is parsed, so it is no violation itself.
import { createServer, request, type Server } from 'node:http';
import { NO_PAINT_FRAMES } from '../../scripts/entry-loader.ts';
import { stillIdleMotion } from '../idle-motion.ts';

export const COLLECTOR_PATH = '/__cross-browser/collect.js';

/**
 * How many frames after the load event the collector times (window.__framesAfterLoad): thrice the
 * frames after which the page's loader imports its code itself when no paint is reported, room
 * for a busy machine between its frames and its timers.
 */
export const FRAMES_AFTER_LOAD = NO_PAINT_FRAMES * 3;

/**
 * Records, in window.__problems, every console error or warning, uncaught error, failed resource,
 * unhandled rejection and CSP violation; in window.__firstFrame, whether the root was dark and
 * what colour the page was when the first frame was drawn; and in window.__canvasDraws, how many
 * drawing calls any canvas has had (the particles draw on an OffscreenCanvas, whose pixels the
 * page cannot read back); in window.__framesAfterLoad, when each of the first frames after the
 * load event was drawn. It also stills the page's idle motion unless asked not to (below).
 */
const COLLECTOR = `(() => {
  const problems = [];
  const preloads = [];
  // Firefox fires error at a modulepreload link for a module it already has; a failure is one
  // whose address never loaded.
  Object.defineProperty(window, '__problems', {
    get: () => problems.concat(preloads.filter((url) =>
      !performance.getEntriesByName(url).some((entry) =>
        (entry.responseStatus ?? 200) >= 200 && (entry.responseStatus ?? 200) < 300),
    ).map((url) => 'failed to load: ' + url)),
  });
  for (const level of ['error', 'warn']) {
    const original = console[level];
    console[level] = (...args) => {
      problems.push(level + ': ' + args.map(String).join(' '));
      original.apply(console, args);
    };
  }
  window.addEventListener('error', (event) => {
    const target = event.target;
    if (target && target !== window && target.tagName) {
      if (target.rel === 'modulepreload') preloads.push(target.href);
      else problems.push('failed to load: ' + (target.src || target.href || target.tagName));
    } else problems.push('pageerror: ' + event.message);
  }, true);
  window.addEventListener('unhandledrejection', (event) => {
    problems.push('unhandled rejection: ' + String(event.reason));
  });
  document.addEventListener('securitypolicyviolation', (event) => {
    problems.push('CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI);
  });
  requestAnimationFrame(() => {
    const root = document.documentElement;
    window.__firstFrame = {
      dark: root.classList.contains('dark'),
      background: document.body ? getComputedStyle(document.body).backgroundColor : null,
    };
  });
  const inputs = (window.__inputs = []);
  for (const type of ['pointerdown', 'click']) {
    addEventListener(type, (event) => {
      const target = event.target;
      inputs.push(type + ' ' + (target.getAttribute?.('aria-label') || target.textContent || '').trim().slice(0, 24) + ' @' + Math.round(event.clientX) + ',' + Math.round(event.clientY));
      inputs.splice(0, inputs.length - 6);
    }, true);
  }
  // Idle motion stilled (../idle-motion.ts) unless the address asks for it (?motion=running).
  if (!new URLSearchParams(location.search).has('motion')) (${stillIdleMotion.toString()})();
  addEventListener('load', () => {
    const frames = (window.__framesAfterLoad = []);
    const tick = () => {
      frames.push(performance.now());
      if (frames.length < ${FRAMES_AFTER_LOAD}) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  window.__canvasDraws = 0;
  const contexts = [window.CanvasRenderingContext2D, window.OffscreenCanvasRenderingContext2D];
  for (const context of contexts.filter(Boolean)) {
    for (const name of ['clearRect', 'fillRect', 'fill', 'stroke', 'drawImage']) {
      const original = context.prototype[name];
      context.prototype[name] = function (...args) {
        window.__canvasDraws += 1;
        return original.apply(this, args);
      };
    }
  }
})();`;

/** Listens on `port` and forwards to `upstream`, adding the collector to HTML pages. */
export function startProxy(port: number, upstream: number): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url === COLLECTOR_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
      res.end(COLLECTOR);
      return;
    }
    const headers = { ...req.headers };
    // Plain bodies, so a page can be edited; compression is the server's business, not tested here.
    delete headers['accept-encoding'];
    const upstreamReq = request(
      // A fresh connection each time: a kept-alive one the server has just closed fails the load.
      {
        host: '127.0.0.1',
        port: upstream,
        path: req.url,
        method: req.method,
        headers,
        agent: false,
      },
      (upstreamRes) => {
        const type = String(upstreamRes.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
          upstreamRes.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        upstreamRes.on('data', (chunk: Buffer) => chunks.push(chunk));
        upstreamRes.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head>/i, `<head><script src="${COLLECTOR_PATH}"></script>`);
          const outHeaders = { ...upstreamRes.headers };
          delete outHeaders['content-length'];
          delete outHeaders.etag;
          res.writeHead(upstreamRes.statusCode ?? 502, outHeaders);
          res.end(html);
        });
      },
    );
    upstreamReq.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502);
      res.end(String(error));
    });
    req.pipe(upstreamReq);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
