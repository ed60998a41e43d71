// The images' rules, read from the Dockerfiles (Docker does not run here):
// built in stages, run as a user without root, Node started directly so
// `docker stop` (SIGTERM) reaches the app, on a supported Node LTS, and
// nothing secret or machine-built sent to the build.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { readRepoFile, REPO_ROOT } from './compose-files';

const apps = readdirSync(path.join(REPO_ROOT, 'apps')).filter((app) =>
  existsSync(path.join(REPO_ROOT, 'apps', app, 'Dockerfile')),
);

/** Instructions, continuation lines joined, comments dropped. */
function instructions(app: string): string[] {
  return readRepoFile(`apps/${app}/Dockerfile`)
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** The last stage: what the image runs. */
function finalStage(lines: string[]): string[] {
  const from = lines.map((line, index) => (line.startsWith('FROM ') ? index : -1)).filter((index) => index >= 0);
  return lines.slice(from.at(-1));
}

describe('the Dockerfiles', () => {
  it('exist for the three apps', () => {
    expect(apps.sort()).toEqual(['bff', 'sync-worker', 'web']);
  });

  describe.each(apps)('apps/%s/Dockerfile', (app) => {
    const lines = instructions(app);
    const runtime = finalStage(lines);

    it('builds in one stage and runs from another that installs production dependencies only', () => {
      expect(lines.filter((line) => line.startsWith('FROM ')).length).toBeGreaterThanOrEqual(2);
      expect(runtime.some((line) => /^RUN npm (install|ci) .*--omit=dev/.test(line))).toBe(true);
      expect(runtime.join('\n')).not.toMatch(/swc-node|ts-node|tsx /);
    });

    it('runs as a user without root, on a supported Node LTS', () => {
      expect(runtime.filter((line) => line.startsWith('USER ')).at(-1)).toMatch(/^USER (?!root\b)\w+/);
      const image = lines.find((line) => line.startsWith('ARG NODE_IMAGE='));
      expect(image).toMatch(/^ARG NODE_IMAGE=node:(22|24)-bookworm-slim$/);
    });

    it('starts Node itself, so SIGTERM reaches the app (not npm)', () => {
      const cmd = runtime.filter((line) => line.startsWith('CMD ')).at(-1) ?? '';
      const argv = JSON.parse(cmd.slice(4)) as string[];
      const direct = argv[0] === 'node';
      const execShell = argv[0] === 'sh' && argv[1] === '-c' && /(^|&& )exec node /.test(argv[2] ?? '');
      expect({ cmd, ok: direct || execShell }).toEqual({ cmd, ok: true });
      expect(cmd).not.toMatch(/npm/);
    });
  });

  it('.dockerignore keeps secrets, installed and built files out of the build context', () => {
    const ignored = readRepoFile('.dockerignore')
      .split('\n')
      .map((line) => line.trim());
    expect(ignored).toEqual(
      expect.arrayContaining(['.env', '.env.*', '**/node_modules', '**/.next', '**/.next-*', '**/dist', '.git']),
    );
  });
});
