/**
 * Files and directories of a home directory that hold credentials. The sandbox never shows them
 * (they are masked even when a root contains the home directory) unless the operator grants one
 * to a module. Paths are relative to HOME; a last segment ending in `*` is a prefix match.
 * docs/sandbox.md "Hidden credential stores" gives the reason for each.
 */

/**
 * Credential stores under HOME, relative paths. A trailing `*` in the last segment matches every
 * entry of that directory starting with the prefix (`.cargo/credentials*`).
 *
 * @example
 * CREDENTIAL_STORES.includes('.ssh'); // true
 */
export const CREDENTIAL_STORES: readonly string[] = Object.freeze([
  // Keys and agents
  '.ssh', '.gnupg', '.password-store', '.local/share/keyrings', '.pki',
  // Cloud and cluster
  '.aws', '.azure', '.config/gcloud', '.oci', '.kube', '.minikube', '.config/doctl', '.config/hcloud',
  '.s3cfg', '.boto', '.config/rclone', '.fly',
  // Containers and registries
  '.docker', '.config/containers/auth.json', '.npmrc', '.yarnrc.yml', '.pypirc', '.gem/credentials',
  '.cargo/credentials*', '.m2/settings.xml', '.gradle/gradle.properties', '.nuget/NuGet/NuGet.Config',
  // Forges, git and HTTP
  '.config/gh', '.config/hub', '.config/glab-cli', '.netrc', '.git-credentials', '.config/git/credentials',
  // Infrastructure tools
  '.terraform.d/credentials*', '.terraformrc', '.vault-token', '.config/op', '.config/sops',
  // Databases
  '.pgpass', '.my.cnf', '.mylogin.cnf',
  // Agents and their tokens
  '.claude', '.claude.json', '.codex', '.config/github-copilot',
  // Browsers (cookies and saved passwords)
  '.mozilla', '.config/google-chrome', '.config/chromium',
  // Shell histories (typed secrets)
  '.bash_history', '.zsh_history', '.python_history', '.node_repl_history', '.psql_history', '.mysql_history',
]);

/**
 * Configuration files of HOME shown read-only by default, because everyday programs read them
 * and they hold no credentials in a usual set-up. Deliberately absent: `.npmrc`, `.pypirc`,
 * `.curlrc`, `.wgetrc`, `pip.conf` (they may carry tokens or passwords) and `~/.config/git` as a
 * whole (it may hold `credentials`).
 *
 * @example
 * VISIBLE_HOME_FILES.includes('.gitconfig'); // true
 */
export const VISIBLE_HOME_FILES: readonly string[] = Object.freeze([
  '.gitconfig', '.config/git/config', '.config/git/ignore', '.config/git/attributes', '.gitignore_global',
  '.editorconfig', '.inputrc', '.ripgreprc', '.config/bat/config',
]);

/**
 * Files and directories of `/etc` masked in the sandbox's system view: password hashes, sudo
 * rules, host private keys, VPN and Wi-Fi secrets, service passwords. A trailing `*` in the last
 * segment is a prefix match, a `*` followed by more text a prefix and suffix match
 * (`ssh/ssh_host_*_key`).
 *
 * @example
 * MASKED_ETC_PATHS.includes('shadow'); // true
 */
export const MASKED_ETC_PATHS: readonly string[] = Object.freeze([
  'shadow', 'gshadow', 'shadow-', 'gshadow-', 'security/opasswd',
  'sudoers', 'sudoers.d', 'doas.conf',
  'ssh/ssh_host_*_key', 'ssl/private', 'pki/tls/private', 'letsencrypt', 'krb5.keytab',
  'NetworkManager/system-connections', 'wpa_supplicant', 'wireguard', 'openvpn', 'ipsec.secrets', 'ppp/chap-secrets', 'ppp/pap-secrets',
  'credstore', 'credstore.encrypted', 'sssd', 'samba/smbpasswd', 'mysql/debian.cnf', 'ceph', 'docker/key.json',
]);

/**
 * Whether a relative `name` matches a list entry: equal, or for `prefix*suffix` entries, starts
 * with the prefix and ends with the suffix within one directory.
 *
 * @example
 * matchesListEntry('ssh/ssh_host_rsa_key', 'ssh/ssh_host_*_key'); // true
 * matchesListEntry('ssh/ssh_host_rsa_key.pub', 'ssh/ssh_host_*_key'); // false
 */
export function matchesListEntry(name: string, entry: string): boolean {
  const star = entry.indexOf('*');
  if (star < 0) return name === entry;
  const prefix = entry.slice(0, star);
  const suffix = entry.slice(star + 1);
  if (name.length < prefix.length + suffix.length || !name.startsWith(prefix) || !name.endsWith(suffix)) return false;
  return !name.slice(prefix.length, name.length - suffix.length).includes('/');
}
