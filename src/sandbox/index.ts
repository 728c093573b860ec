/**
 * Confinement (DESIGN.md "Confinement"): compiles a plain-data {@link SandboxPolicy} into a
 * bubblewrap command line or a Seatbelt profile, proves the mechanism at start, reports what the
 * machine can enforce, and explains refusals. docs/sandbox.md documents it.
 */
export { DEFAULT_SANDBOX_LIMITS, SANDBOX_TMP, type SandboxPolicy, type SandboxLimits } from './policy.js';
export { CREDENTIAL_STORES, VISIBLE_HOME_FILES, MASKED_ETC_PATHS } from './credential-stores.js';
export { gatherHostFacts, SYSTEM_VIEW, MAX_HOME_ENTRIES, type HostFacts, type HomeEntry, type PathFact } from './host-facts.js';
export { rootOnlyFiles, findRootOnly, ROOT_ONLY_SEARCH, type RootOnlyScan } from './root-only-files.js';
export { seccompFilter, hostSeccompFilter, seccompArch } from './seccomp.js';
export { REFUSED_SYSCALLS, type RefusedSyscall, type SeccompArch } from './seccomp-syscalls.js';
export { isSameOrInside } from './paths.js';
export { compileBubblewrap, unmaskableHiddenPaths, DEFAULT_BWRAP_PATH, SANDBOX_ENV, type SandboxCommand, type SandboxInput } from './bubblewrap.js';
export { compileSeatbelt } from './seatbelt.js';
export { createProcessCgroup, type ProcessCgroup, type CgroupLimits } from './process-cgroup.js';
export { completeHandshake, type HandshakeSteps } from './launch-handshake.js';
export { probeSandbox, privilegeOf, INSTALL_BUBBLEWRAP_FIX, type ProbeResult, type ProbeOptions, type SandboxPrivilege } from './probe.js';
export { doctorReport, formatDoctorReport, type DoctorReport, type DoctorItem } from './doctor.js';
export { describeConfinement, type ConfinementFacts, type SandboxMechanism } from './describe.js';
export { sandboxRefusalHint, HINT_WINDOW_CHARS, type ProgramEnd } from './refusal-hint.js';
export { vanishedMountPoint } from './vanished-mount.js';
