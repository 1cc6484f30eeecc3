import { readFileSync } from 'node:fs';
import semver from 'semver';
import { type Logger, loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';

// What `npm install` and `npm run build:web` print on the README's setup (issue 25, item 15).
const root = new URL('../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  engines: { node: string };
  allowScripts?: Record<string, boolean>;
};
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string }; hasInstallScript?: boolean }>;
};
const installed = Object.entries(lock.packages).filter(([path]) => path.startsWith('node_modules/'));
const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('installing on the oldest Node the project supports', () => {
  const oldest = semver.minVersion(manifest.engines.node)!.version;

  it('locks no package that asks for a newer Node (npm EBADENGINE)', () => {
    const refusing = installed
      .filter(([, pkg]) => typeof pkg.engines?.node === 'string')
      .filter(([, pkg]) => !semver.satisfies(oldest, pkg.engines!.node!))
      .map(([path, pkg]) => `${nameOf(path)}@${pkg.version} (node ${pkg.engines!.node})`);
    expect(refusing).toEqual([]);
  });

  it('reviews every install script in allowScripts (npm 11.16+ lists the others)', () => {
    const unreviewed = installed
      .filter(([path, pkg]) => pkg.hasInstallScript && manifest.allowScripts?.[nameOf(path)] === undefined)
      .map(([path]) => nameOf(path));
    expect(unreviewed).toEqual([]);
  });
});

describe("the web build's config", () => {
  it('loads without warnings', async () => {
    const warnings: string[] = [];
    const logger: Logger = {
      info() {},
      warn: (message) => warnings.push(message),
      warnOnce: (message) => warnings.push(message),
      error: (message) => warnings.push(message),
      clearScreen() {},
      hasErrorLogged: () => false,
      hasWarned: false,
    };
    const loaded = await loadConfigFromFile(
      { command: 'build', mode: 'production' },
      new URL('web/vite.config.ts', root).pathname,
      undefined,
      'warn',
      logger,
    );
    expect(loaded?.config).toBeTruthy();
    expect(warnings).toEqual([]);
  });
});
