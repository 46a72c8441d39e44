import { execSync } from 'node:child_process';

/** The output of a git command in this checkout, or undefined outside one. */
export function git(command: string): string | undefined {
  try {
    return execSync(`git ${command}`, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}
