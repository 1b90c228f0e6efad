// Node side: finding, installing and launching the system Chromium. Never downloads a browser build.
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { HarnessError } from './errors.ts';
import { SANDBOX_CHROMIUM_ARGS } from './sandbox.ts';

export interface BrowserLocation {
  path: string;
  /** Which rule found it: the config/env override, or a name on PATH (Debian's package puts chromium there). */
  foundBy: 'PLAYSMITH_CHROMIUM' | 'config' | (typeof BROWSER_NAMES)[number];
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name: string, env: NodeJS.ProcessEnv): string | undefined {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Browser names looked for on PATH, best first. chromium-headless-shell is Chromium's headless build (what Playwright
 * itself runs headless): the same engine and SwiftShader, the same traces, without the windowed browser around it,
 * so it starts for a third of the full chromium's CPU and loads a page for less (a qa run over games/: 46 CPU-s
 * against 66, with the same results).
 */
export const BROWSER_NAMES = ['chromium-headless-shell', 'chromium', 'chromium-browser', 'google-chrome'] as const;
/** The Debian package installed when no browser is found. */
export const DEBIAN_BROWSER_PACKAGE = 'chromium-headless-shell';

/**
 * Finds a browser in the documented order: PLAYSMITH_CHROMIUM (or config browser.path), then BROWSER_NAMES on PATH.
 * An override that does not exist is an error, not a silent fall-through.
 */
export function findBrowser(
  options: { configuredPath?: string | undefined; env?: NodeJS.ProcessEnv } = {},
): BrowserLocation | undefined {
  const env = options.env ?? process.env;
  const override = env.PLAYSMITH_CHROMIUM || options.configuredPath;
  if (override) {
    if (!isExecutable(override)) {
      throw new HarnessError(
        'browser-not-found',
        `${env.PLAYSMITH_CHROMIUM ? 'PLAYSMITH_CHROMIUM' : 'browser.path'} points to ${override}, which is ` +
          'not an executable file; fix the path or unset it',
      );
    }
    return { path: unwrapped(override), foundBy: env.PLAYSMITH_CHROMIUM ? 'PLAYSMITH_CHROMIUM' : 'config' };
  }
  for (const name of BROWSER_NAMES) {
    const found = onPath(name, env);
    if (found) return { path: unwrapped(found), foundBy: name };
  }
  return undefined;
}

/**
 * The binary a launcher script only runs: Debian's /usr/bin/chromium-headless-shell is `#!/bin/sh -e` and one line
 * that starts /usr/lib/chromium/chromium-headless-shell "$@" as its child, without exec. Launched through it, the
 * browser is the script's child, so killing the process we started (a crash, a hung browser) would leave it running.
 */
function unwrapped(path: string): string {
  try {
    if (statSync(path).size > 512) return path;
    const lines = readFileSync(path, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    const run = lines.length === 1 ? /^(\/\S+)\s+"\$@"$/.exec(lines[0]!) : null;
    return run && isExecutable(run[1]!) ? run[1]! : path;
  } catch {
    return path;
  }
}

/** The one line that tells a person how to get a browser on this machine. */
export const BROWSER_FIX =
  `install Chromium (Debian: sudo apt-get install ${DEBIAN_BROWSER_PACKAGE}, or chromium) or set PLAYSMITH_CHROMIUM ` +
  'to a Chromium or Chrome binary';

/** apt-get on PATH when this process may install Debian packages with it (root on Debian), else undefined. */
function aptGet(env: NodeJS.ProcessEnv): string | undefined {
  if (process.platform !== 'linux' || process.getuid?.() !== 0 || !existsSync('/etc/debian_version')) return undefined;
  return onPath('apt-get', env);
}

/**
 * Returns a browser, installing Debian's DEBIAN_BROWSER_PACKAGE when none is found and we run as root on
 * Debian. Otherwise throws one clear line saying what to install. `onProgress` hears what happens.
 */
export function ensureBrowser(
  options: { configuredPath?: string | undefined; env?: NodeJS.ProcessEnv; onProgress?: (line: string) => void } = {},
): BrowserLocation {
  const found = findBrowser(options);
  if (found) return found;
  const env = { ...(options.env ?? process.env), DEBIAN_FRONTEND: 'noninteractive' };
  const apt = aptGet(env);
  if (!apt) throw new HarnessError('browser-not-found', `no Chromium found; ${BROWSER_FIX}`);
  options.onProgress?.(`no Chromium found; installing the Debian package ${DEBIAN_BROWSER_PACKAGE} with ${apt}`);
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', DEBIAN_BROWSER_PACKAGE]]) {
    // Another apt-get (a test installing redis-server or tiled) may hold dpkg's lock: wait for it rather than fail.
    const [command, ...rest] = args as [string, ...string[]];
    const r = spawnSync(apt, [command, '-o', 'DPkg::Lock::Timeout=600', ...rest], {
      env,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (r.status !== 0) {
      const tail = `${r.stderr ?? ''}`.trim().split('\n').slice(-3).join(' | ');
      throw new HarnessError('browser-not-found', `apt-get ${args.join(' ')} failed (${tail}); ${BROWSER_FIX}`);
    }
  }
  const installed = findBrowser(options);
  if (!installed)
    throw new HarnessError(
      'browser-not-found',
      `apt-get installed chromium but no browser was found afterwards; ${BROWSER_FIX}`,
    );
  return installed;
}

/** `chromium --version`, e.g. "Chromium 156.0.8078.73 built on Debian ...". */
export function browserVersion(path: string): string | undefined {
  try {
    return execFileSync(path, ['--version'], {
      encoding: 'utf8',
      timeout: 15_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

/**
 * Features Playwright turns off with a `--disable-features` of its own. Chromium keeps only the last of the switch, so
 * ours carries Playwright's too; launcher.e2e.test.ts reads the browser's command line and fails when Playwright's
 * list has a name this one lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES: readonly string[] = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Features the harness turns off. DeferRendererTasksAfterInput holds the page's ordinary tasks back after an input
 * until the next displayed frame; the harness steps frames in such tasks and displays none, so every click that
 * moved the mouse waited out a real frame (≈ 12 ms of wall time; 6 ms a click without it, scratch timing of
 * templates/ui_heavy). Game time, and what the game sees, is the same either way.
 */
const DISABLED_FEATURES: readonly string[] = ['DeferRendererTasksAfterInput'];

/**
 * Flags for a quiet, deterministic, offline headless Chromium: no background networking, WebGL on
 * the CPU through SwiftShader, audio muted, fixed colour profile and font rendering, WebRTC without UDP (sandbox.ts).
 * The page is composited in software: composited through SwiftShader, every rendered frame cost the GPU process about
 * as much again as drawing it (a check of templates/platformer: 24.6 CPU-s with GPU compositing, 19.5 without).
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-domain-reliability',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-breakpad',
  '--metrics-recording-only',
  '--mute-audio',
  '--autoplay-policy=no-user-gesture-required',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-gpu-compositing',
  '--ignore-gpu-blocklist',
  '--force-color-profile=srgb',
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-hang-monitor',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...DISABLED_FEATURES].join(',')}`,
  ...SANDBOX_CHROMIUM_ARGS,
];

export async function launchBrowser(location: BrowserLocation): Promise<Browser> {
  try {
    return await chromium.launch({
      executablePath: location.path,
      headless: true,
      args: [...CHROMIUM_ARGS],
      timeout: 60_000,
    });
  } catch (e) {
    throw new HarnessError(
      'browser-launch-failed',
      `Chromium at ${location.path} did not start headless: ${firstLine(e)}; run "playsmith doctor" for details`,
    );
  }
}

function firstLine(e: unknown): string {
  return String(e instanceof Error ? e.message : e).split('\n')[0] ?? '';
}

/** Whether the browser offers WebGL to pages (on these machines through SwiftShader). */
export async function probeWebgl(browser: Browser): Promise<{ webgl: boolean; renderer: string | undefined }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    return await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
      if (!gl) return { webgl: false, renderer: undefined };
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      const renderer = info
        ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL))
        : String(gl.getParameter(gl.RENDERER));
      return { webgl: true, renderer };
    });
  } finally {
    await context.close();
  }
}
