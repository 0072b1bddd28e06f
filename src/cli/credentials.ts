import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { cliIo } from './io.ts';

/** What `pike13 login` keeps for a profile: the token and where it works. */
export interface Profile {
  accessToken: string;
  subdomain?: string | undefined;
  baseUrl?: string | undefined;
}

type Profiles = Record<string, Profile>;

/** `$XDG_CONFIG_HOME/pike13/credentials.json` (default `~/.config/pike13/credentials.json`). */
export function credentialsPath(env: NodeJS.ProcessEnv = cliIo().env): string {
  const base = env.XDG_CONFIG_HOME || join(env.HOME || homedir(), '.config');
  return join(base, 'pike13', 'credentials.json');
}

/** The saved profiles; none when the file does not exist. */
export async function readProfiles(path: string): Promise<Profiles> {
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '{}';
    throw error;
  });
  const parsed = JSON.parse(text) as { profiles?: Profiles };
  return parsed.profiles ?? {};
}

/** Saves one profile (or removes it with `undefined`): the file and its folder readable by the user alone. */
export async function saveProfile(path: string, name: string, profile: Profile | undefined): Promise<void> {
  const profiles = await readProfiles(path);
  if (profile === undefined) delete profiles[name];
  else profiles[name] = profile;
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify({ profiles }, null, 2)}\n`, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, path);
}
