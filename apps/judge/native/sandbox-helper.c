/*
 * sandbox-helper: the per-slot process that runs contestant programs for the judge.
 *
 * Why a helper of our own instead of one `setpriv + bwrap` per run: a fresh bwrap costs about 8 ms per run
 * (new user, mount, pid and network namespaces, bind mounts, pivot_root), and that is paid for every test case.
 * Like go-judge's container pool, we build the box ONCE per slot: a tiny init process that owns a new mount,
 * pid, network, ipc and uts namespace with a read-only root made of bind mounts. Each run is then only
 *   fork -> open stdio -> setns(mnt, net, ipc, uts) -> join cgroups -> rlimits -> close fds -> drop to the box
 *   uid -> no_new_privs + seccomp -> execve
 * done by this small C process (never by Node, whose fork is slow and whose threads make setns impossible).
 *
 * Protocol (stdin/stdout, one request at a time, text lines "key value", a request ends with "end"):
 *   run / arg X (repeated) / env K=V (repeated) / stdin PATH / stdout PATH / stderr PATH / stdout_first 0|1
 *   cwd DIR / cpu_ms N / wall_ms N / memory_bytes N / stack_bytes N / fsize_bytes N / nofile N / pids N
 *   [pid_file PATH] [peer_pid_file PATH] [truncate_output 1] / end
 * (interactive runs: the program's helper writes its child's pid to pid_file; the interactor's helper reads it
 * from peer_pid_file when its own child ends and answers peer_alive 0|1: whether the program was still running.)
 * truncate_output 1: stdout and stderr reach the program as pipes that this helper drains into the host files, up
 * to fsize_bytes each, discarding the rest, so writing past the cap neither kills nor blocks the program (DOMjudge's
 * way, for package submissions); the answer then says stdout_truncated / stderr_truncated 0|1.
 * Response: "result" then key value lines then "end".
 *
 * Usage:
 *   sandbox-helper mount-tmpfs DIR SIZE_BYTES        (one-shot: the shared tmpfs that holds every box)
 *   sandbox-helper serve --slot-dir DIR --uid UID --cgroup-version 1|2
 *                        [--cg-memory D --cg-cpuacct D --cg-pids D --cg-freezer D] [--cg2 D] [--etc PATH]...
 *                        [--cpu-index N]    (pins the slot to the N-th allowed CPU, modulo their number)
 *   (the cgroup directories are the slot's own, created by the caller)
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <limits.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAX_ARGS 256
#define MAX_ENVS 64
#define MAX_ETC 64
#define LINE_MAX_LEN 8192

static void die(const char *what) {
  fprintf(stderr, "sandbox-helper: %s: %s\n", what, strerror(errno));
  exit(70);
}

static uint64_t now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static int write_file(const char *dir, const char *name, const char *value) {
  char path[PATH_MAX];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  int fd = open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  ssize_t n = write(fd, value, strlen(value));
  int saved = errno;
  close(fd);
  errno = saved;
  return n < 0 ? -1 : 0;
}

static int read_file(const char *dir, const char *name, char *buf, size_t size) {
  char path[PATH_MAX];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  ssize_t n = read(fd, buf, size - 1);
  close(fd);
  if (n < 0) return -1;
  buf[n] = 0;
  return 0;
}

static long long read_number(const char *dir, const char *name) {
  char buf[64];
  if (read_file(dir, name, buf, sizeof buf) < 0) return -1;
  return strtoll(buf, NULL, 10);
}

/* Finds "key value" in a flat keyed file such as memory.oom_control, memory.events or cpu.stat. */
static long long read_keyed(const char *dir, const char *name, const char *key) {
  char buf[4096];
  if (read_file(dir, name, buf, sizeof buf) < 0) return -1;
  size_t keylen = strlen(key);
  for (char *line = buf; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
    if (strncmp(line, key, keylen) == 0 && line[keylen] == ' ') return strtoll(line + keylen + 1, NULL, 10);
  }
  return -1;
}

/* ---------- configuration of the slot ---------- */

static const char *slot_dir;
static uid_t box_uid;
static int cgroup_version = 1;
static const char *cg_memory, *cg_cpuacct, *cg_pids, *cg_freezer, *cg2;
static const char *etc_paths[MAX_ETC];
static int etc_count;
static pid_t init_pid;
static int cpu_index = -1; /* --cpu-index: which of the allowed CPUs this slot is pinned to (-1: not pinned) */
static char run_memory_dir[PATH_MAX]; /* v1: the run's memory cgroup; v2: the run's whole cgroup */
static unsigned long run_counter;
static int run_cgroup_prepared;
static int ns_fds[4];
static const int ns_types[4] = {CLONE_NEWNS, CLONE_NEWNET, CLONE_NEWIPC, CLONE_NEWUTS};
static const char *ns_names[4] = {"mnt", "net", "ipc", "uts"};

/* ---------- the slot's init: owns the namespaces and the read-only root ---------- */

static void mkdir_p(const char *path, mode_t mode) {
  char tmp[PATH_MAX];
  snprintf(tmp, sizeof tmp, "%s", path);
  for (char *p = tmp + 1; *p; p++) {
    if (*p == '/') {
      *p = 0;
      mkdir(tmp, mode);
      *p = '/';
    }
  }
  mkdir(tmp, mode);
}

/* Bind `source` onto root+target read-only (or read-write), nosuid, nodev unless it is a device. */
static void bind_into(const char *root, const char *source, const char *target, int writable, int is_device) {
  char dest[PATH_MAX];
  snprintf(dest, sizeof dest, "%s%s", root, target);
  struct stat st;
  if (lstat(source, &st) < 0) return; /* optional path that this machine does not have */
  if (S_ISLNK(st.st_mode)) {
    char link[PATH_MAX];
    ssize_t n = readlink(source, link, sizeof link - 1);
    if (n < 0) die("readlink");
    link[n] = 0;
    char parent[PATH_MAX];
    snprintf(parent, sizeof parent, "%s", dest);
    *strrchr(parent, '/') = 0;
    mkdir_p(parent, 0755);
    if (symlink(link, dest) < 0 && errno != EEXIST) die("symlink");
    return;
  }
  if (S_ISDIR(st.st_mode)) {
    mkdir_p(dest, 0755);
  } else {
    char parent[PATH_MAX];
    snprintf(parent, sizeof parent, "%s", dest);
    *strrchr(parent, '/') = 0;
    mkdir_p(parent, 0755);
    int fd = open(dest, O_CREAT | O_WRONLY | O_CLOEXEC, 0644);
    if (fd >= 0) close(fd);
  }
  if (mount(source, dest, NULL, MS_BIND | MS_REC, NULL) < 0) die("bind mount");
  unsigned long flags = MS_BIND | MS_REMOUNT | MS_NOSUID | (writable ? 0 : MS_RDONLY) | (is_device ? 0 : MS_NODEV);
  if (mount(NULL, dest, NULL, flags, NULL) < 0) die("remount bind");
}

/*
 * The box's /tmp is a tmpfs of its own, bounded in inodes, and it is never emptied file by file: after a run
 * that used it, a cleaner process detaches it and mounts a fresh one (refresh_box_tmp), so a program that made
 * 300 000 files costs the next run nothing. Pages written count in the writer's memory cgroup, so the memory limit
 * is the practical cap on its size.
 */
#define BOX_TMP_OPTIONS "size=2g,nr_inodes=32768,mode=0700"

static int mount_box_tmp(const char *target) {
  char options[128];
  snprintf(options, sizeof options, "%s,uid=%u,gid=%u", BOX_TMP_OPTIONS, box_uid, box_uid);
  return mount("tmpfs", target, "tmpfs", MS_NOSUID | MS_NODEV, options);
}

/*
 * DOMjudge gives each test case's run a fresh writable directory, /testcaseNNNNN/write_tmp, as its TMPDIR, and
 * programs written for DOMjudge check that name (its fltcmp example's R program is WRONG-ANSWER under another).
 * Here each /testcaseNNNNN/write_tmp is a link to the box's /tmp, which is fresh for every run that used it: the
 * judge sets TMPDIR to the case's own name, and files a run wrote are gone for the next case, as under DOMjudge.
 */
#define TESTCASE_DIRS 999

static void make_testcase_dirs(const char *root) {
  char path[PATH_MAX];
  for (int n = 1; n <= TESTCASE_DIRS; n++) {
    snprintf(path, sizeof path, "%s/testcase%05d", root, n);
    if (mkdir(path, 0755) < 0) die("testcase dir");
    snprintf(path, sizeof path, "%s/testcase%05d/write_tmp", root, n);
    if (symlink("/tmp", path) < 0) die("testcase write_tmp");
  }
}

/*
 * Pins the helper, and so every process of the slot (its init, each run, the cleaners), to one CPU: runs time
 * more consistently, a program's children share its core as under DOMjudge and isolate (DOMjudge's
 * test-cpu-pinning example checks that they do), and two slots never fight over one core when there are enough.
 */
static void pin_to_cpu(void) {
  if (cpu_index < 0) return;
  cpu_set_t allowed, chosen;
  if (sched_getaffinity(0, sizeof allowed, &allowed) < 0) die("sched_getaffinity");
  int count = CPU_COUNT(&allowed);
  if (count == 0) return;
  int wanted = cpu_index % count;
  CPU_ZERO(&chosen);
  for (int cpu = 0, seen = 0; cpu < CPU_SETSIZE; cpu++) {
    if (!CPU_ISSET(cpu, &allowed)) continue;
    if (seen++ == wanted) {
      CPU_SET(cpu, &chosen);
      break;
    }
  }
  if (sched_setaffinity(0, sizeof chosen, &chosen) < 0) die("sched_setaffinity");
}

static int init_ready_pipe[2];

static void on_sigchld(int sig) { (void)sig; }

static int slot_init(void *arg) {
  (void)arg;
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  /* A program of the box must never be able to ptrace or read /proc/1/root of this init. */
  prctl(PR_SET_DUMPABLE, 0);
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0) die("make / private");

  char root[PATH_MAX], path[PATH_MAX];
  snprintf(root, sizeof root, "%s/root", slot_dir);
  mkdir_p(root, 0755);
  if (mount("tmpfs", root, "tmpfs", MS_NOSUID | MS_NODEV, "size=1m,mode=0755") < 0) die("root tmpfs");

  /* The merged-/usr layout: /bin, /lib, /lib64, /sbin are symlinks into /usr (bound the same way if not). */
  bind_into(root, "/usr", "/usr", 0, 0);
  bind_into(root, "/bin", "/bin", 0, 0);
  bind_into(root, "/sbin", "/sbin", 0, 0);
  bind_into(root, "/lib", "/lib", 0, 0);
  bind_into(root, "/lib32", "/lib32", 0, 0);
  bind_into(root, "/lib64", "/lib64", 0, 0);
  snprintf(path, sizeof path, "%s/etc", root);
  mkdir(path, 0755);
  for (int i = 0; i < etc_count; i++) bind_into(root, etc_paths[i], etc_paths[i], 0, 0);
  /* A minimal passwd so that getpwuid() works for runtimes that ask who they are. */
  snprintf(path, sizeof path, "%s/etc/passwd", root);
  FILE *passwd = fopen(path, "w");
  if (passwd) {
    fprintf(passwd, "root:x:0:0:root:/root:/bin/sh\nbox:x:%u:%u:box:/box:/bin/sh\n", box_uid, box_uid);
    fclose(passwd);
  }

  snprintf(path, sizeof path, "%s/dev", root);
  mkdir(path, 0755);
  const char *devices[] = {"/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom"};
  for (size_t i = 0; i < sizeof devices / sizeof *devices; i++) bind_into(root, devices[i], devices[i], 1, 1);
  const char *dev_links[][2] = {
      {"/proc/self/fd", "/dev/fd"}, {"/proc/self/fd/0", "/dev/stdin"},
      {"/proc/self/fd/1", "/dev/stdout"}, {"/proc/self/fd/2", "/dev/stderr"}};
  for (size_t i = 0; i < sizeof dev_links / sizeof *dev_links; i++) {
    snprintf(path, sizeof path, "%s%s", root, dev_links[i][1]);
    symlink(dev_links[i][0], path);
  }
  snprintf(path, sizeof path, "%s/dev/shm", root);
  mkdir(path, 01777);

  snprintf(path, sizeof path, "%s/box", slot_dir);
  bind_into(root, path, "/box", 1, 0);
  snprintf(path, sizeof path, "%s/tmp", root);
  mkdir(path, 01777);
  if (mount_box_tmp(path) < 0) die("box /tmp tmpfs");

  make_testcase_dirs(root);

  snprintf(path, sizeof path, "%s/proc", root);
  mkdir(path, 0555);
  /* hidepid=invisible: the program sees only its own processes, not this init. */
  if (mount("proc", path, "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, "hidepid=2") < 0) die("mount proc");

  snprintf(path, sizeof path, "%s/.old-root", root);
  mkdir(path, 0700);
  if (syscall(SYS_pivot_root, root, path) < 0) die("pivot_root");
  if (chdir("/") < 0) die("chdir /");
  if (umount2("/.old-root", MNT_DETACH) < 0) die("umount old root");
  rmdir("/.old-root");
  if (mount(NULL, "/", NULL, MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL) < 0)
    die("remount / read-only");
  sethostname("box", 3);

  /* Reap every orphan of the box (a program that forks and exits leaves its children to us). */
  sigset_t all;
  sigfillset(&all);
  sigprocmask(SIG_BLOCK, &all, NULL);
  struct sigaction sa = {0};
  sa.sa_handler = on_sigchld;
  sigaction(SIGCHLD, &sa, NULL);
  sigset_t wait_mask;
  sigfillset(&wait_mask);
  sigdelset(&wait_mask, SIGCHLD);
  if (write(init_ready_pipe[1], "k", 1) != 1) die("ready pipe");
  close(init_ready_pipe[1]);
  for (;;) {
    sigsuspend(&wait_mask);
    while (waitpid(-1, NULL, WNOHANG | __WALL) > 0) {
    }
  }
  return 0;
}

static void start_slot_init(void) {
  static char stack[256 * 1024] __attribute__((aligned(16)));
  if (pipe2(init_ready_pipe, O_CLOEXEC) < 0) die("pipe");
  init_pid = clone(slot_init, stack + sizeof stack,
                   CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS | SIGCHLD, NULL);
  if (init_pid < 0) die("clone slot init");
  close(init_ready_pipe[1]);
  char ok;
  if (read(init_ready_pipe[0], &ok, 1) != 1) {
    fprintf(stderr, "sandbox-helper: the slot init failed to build the box\n");
    exit(70);
  }
  close(init_ready_pipe[0]);
  char path[PATH_MAX];
  for (int i = 0; i < 4; i++) {
    snprintf(path, sizeof path, "/proc/%d/ns/%s", init_pid, ns_names[i]);
    ns_fds[i] = open(path, O_RDONLY | O_CLOEXEC);
    if (ns_fds[i] < 0) die("open namespace");
  }
  /* Every later fork of this helper is born inside the slot's pid namespace. */
  snprintf(path, sizeof path, "/proc/%d/ns/pid", init_pid);
  int pid_ns = open(path, O_RDONLY | O_CLOEXEC);
  if (pid_ns < 0 || setns(pid_ns, CLONE_NEWPID) < 0) die("setns pid");
  close(pid_ns);
}

/* ---------- seccomp: forbid what could leave or reshape the box ---------- */

#define DENY(nr) BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), 0, 1), BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM)

static int install_seccomp(void) {
  const unsigned namespace_flags =
      CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS | CLONE_NEWCGROUP;
  struct sock_filter filter[] = {
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 1, 0),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
      /* x32 system calls alias the x86_64 ones with a high bit; refuse them all. */
      BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
      /* clone3 passes its flags in memory that a filter cannot read: say ENOSYS so libc falls back to clone. */
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone3, 0, 1),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone, 0, 4),
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
      BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, namespace_flags, 0, 1),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
      DENY(__NR_unshare),
      DENY(__NR_setns),
      DENY(__NR_mount),
      DENY(__NR_umount2),
      DENY(__NR_pivot_root),
      DENY(__NR_chroot),
      DENY(__NR_ptrace),
      DENY(__NR_process_vm_readv),
      DENY(__NR_process_vm_writev),
      DENY(__NR_kexec_load),
      DENY(__NR_init_module),
      DENY(__NR_finit_module),
      DENY(__NR_delete_module),
      DENY(__NR_bpf),
      DENY(__NR_perf_event_open),
      DENY(__NR_keyctl),
      DENY(__NR_add_key),
      DENY(__NR_request_key),
      DENY(__NR_userfaultfd),
      DENY(__NR_open_by_handle_at),
      DENY(__NR_name_to_handle_at),
      DENY(__NR_swapon),
      DENY(__NR_swapoff),
      DENY(__NR_reboot),
      DENY(__NR_syslog),
      DENY(__NR_acct),
      DENY(__NR_quotactl),
      DENY(__NR_io_uring_setup),
      DENY(__NR_fsopen),
      DENY(__NR_fsmount),
      DENY(__NR_move_mount),
      DENY(__NR_open_tree),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
  };
  struct sock_fprog program = {.len = sizeof filter / sizeof *filter, .filter = filter};
  return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program);
}

/* ---------- one run ---------- */

struct run_request {
  char *args[MAX_ARGS + 1];
  int arg_count;
  char *envs[MAX_ENVS + 1];
  int env_count;
  char stdin_path[PATH_MAX], stdout_path[PATH_MAX], stderr_path[PATH_MAX], cwd[PATH_MAX];
  char pid_file[PATH_MAX], peer_pid_file[PATH_MAX];
  int stdout_first;
  int truncate_output;
  int stdout_pipe, stderr_pipe; /* truncate_output: the write ends the child makes its stdout and stderr */
  long long cpu_ms, wall_ms, memory_bytes, stack_bytes, fsize_bytes, nofile, pids;
};

static void free_request(struct run_request *request) {
  for (int i = 0; i < request->arg_count; i++) free(request->args[i]);
  for (int i = 0; i < request->env_count; i++) free(request->envs[i]);
  memset(request, 0, sizeof *request);
}

static int open_stdio(const char *path, int target, int output) {
  int fd;
  if (!*path)
    fd = open("/dev/null", output ? O_WRONLY : O_RDONLY);
  else if (output)
    fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  else
    fd = open(path, O_RDONLY);
  if (fd < 0) return -1;
  if (fd != target) {
    if (dup2(fd, target) < 0) return -1;
    close(fd);
  }
  return 0;
}

static void child_fail(int error_fd, const char *step) {
  char message[512];
  int n = snprintf(message, sizeof message, "%s: %s", step, strerror(errno));
  if (write(error_fd, message, n) < 0) {
  }
  _exit(127);
}

static void set_limit(int resource, long long value) {
  struct rlimit limit = {.rlim_cur = (rlim_t)value, .rlim_max = (rlim_t)value};
  if (value < 0) limit.rlim_cur = limit.rlim_max = RLIM_INFINITY;
  setrlimit(resource, &limit);
}

/*
 * RLIMIT_CPU is only a backstop for a helper that could not watch: the helper ends a run at its CPU limit by the
 * cgroup's counter, which is exact. The kernel counts RLIMIT_CPU in scheduler ticks (utime + stime), which can run
 * ahead of that counter: in QEMU's emulation by about 8%, so a Pascal flooder at a 20 s limit was SIGKILLed by a
 * backstop one second past the limit at 19.5 s by the counter, a run-time error where the host said time limit.
 * So the backstop leaves a quarter of the limit and a second more, and its soft limit comes a second before the
 * hard one: a run it ends dies of SIGXCPU (a time limit), not of a SIGKILL that reads as a crash.
 */
static void set_cpu_backstop(long long cpu_ms) {
  if (cpu_ms <= 0) {
    set_limit(RLIMIT_CPU, -1);
    return;
  }
  long long soft_seconds = (cpu_ms * 5 / 4 + 999) / 1000 + 1;
  struct rlimit limit = {.rlim_cur = (rlim_t)soft_seconds, .rlim_max = (rlim_t)soft_seconds + 1};
  setrlimit(RLIMIT_CPU, &limit);
}

static void run_child(struct run_request *request, int error_fd, int cgroup_fds[4]) {
  /* The helper blocks SIGUSR1 outside its ppoll; a program must start with no signal blocked. */
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  /* Descriptors 0-2 may be the helper's protocol pipes: move the error pipe away first. */
  if (request->stdout_first) {
    /* Interactive runs meet through FIFOs: opening in opposite orders on the two sides avoids a deadlock. */
    if (open_stdio(request->stdout_path, 1, 1) < 0) child_fail(error_fd, "open stdout");
    if (open_stdio(request->stdin_path, 0, 0) < 0) child_fail(error_fd, "open stdin");
  } else if (request->truncate_output) {
    /* The helper drains these pipes into the host files (drain_sink); the write ends are above 2. */
    if (open_stdio(request->stdin_path, 0, 0) < 0) child_fail(error_fd, "open stdin");
    if (dup2(request->stdout_pipe, 1) < 0 || dup2(request->stderr_pipe, 2) < 0) child_fail(error_fd, "dup2");
  } else {
    if (open_stdio(request->stdin_path, 0, 0) < 0) child_fail(error_fd, "open stdin");
    if (open_stdio(request->stdout_path, 1, 1) < 0) child_fail(error_fd, "open stdout");
  }
  if (!request->truncate_output && open_stdio(request->stderr_path, 2, 1) < 0)
    child_fail(error_fd, "open stderr");

  for (int i = 0; i < 4; i++)
    if (setns(ns_fds[i], ns_types[i]) < 0) child_fail(error_fd, "setns");
  if (chdir(request->cwd[0] ? request->cwd : "/box") < 0) child_fail(error_fd, "chdir");

  set_cpu_backstop(request->cpu_ms);
  set_limit(RLIMIT_FSIZE, request->fsize_bytes > 0 ? request->fsize_bytes : -1);
  set_limit(RLIMIT_NOFILE, request->nofile > 0 ? request->nofile : 64);
  set_limit(RLIMIT_CORE, 0);
  set_limit(RLIMIT_STACK, request->stack_bytes > 0 ? request->stack_bytes : -1);
  set_limit(RLIMIT_MEMLOCK, 0);
  set_limit(RLIMIT_MSGQUEUE, 0);

  /* Join the cgroups last while still root: from here on, every cycle is the contestant's. */
  for (int i = 0; i < 4; i++)
    if (cgroup_fds[i] >= 0 && write(cgroup_fds[i], "0", 1) < 0) child_fail(error_fd, "join cgroup");

  if (setgroups(0, NULL) < 0) child_fail(error_fd, "setgroups");
  if (setresgid(box_uid, box_uid, box_uid) < 0) child_fail(error_fd, "setresgid");
  if (setresuid(box_uid, box_uid, box_uid) < 0) child_fail(error_fd, "setresuid");
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) child_fail(error_fd, "no_new_privs");
  if (install_seccomp() < 0) child_fail(error_fd, "seccomp");
  /* Inherited descriptors (the judge's pipes, sockets, files) must not reach the program. */
  if (error_fd > 3) syscall(SYS_close_range, 3, error_fd - 1, 0);
  syscall(SYS_close_range, error_fd + 1, ~0U, 0);
  execve(request->args[0], request->args, request->envs);
  child_fail(error_fd, "execve");
}

/* Kills every process of the run and waits until the cgroup is empty, so a slot is never reused dirty. */
static void kill_all(void) {
  char buf[65536];
  const char *procs_dir = cgroup_version == 2 ? run_memory_dir : cg_pids;
  if (cgroup_version == 2) {
    write_file(run_memory_dir, "cgroup.kill", "1");
  } else {
    if (read_number(cg_pids, "pids.current") == 0) return;
    write_file(cg_freezer, "freezer.state", "FROZEN");
    for (int i = 0; i < 1000; i++) {
      if (read_file(cg_freezer, "freezer.state", buf, sizeof buf) < 0 || strncmp(buf, "FREEZING", 8) != 0) break;
      usleep(100);
    }
    if (read_file(cg_freezer, "cgroup.procs", buf, sizeof buf) == 0) {
      for (char *p = buf; *p;) {
        pid_t pid = (pid_t)strtol(p, &p, 10);
        if (pid > 0) kill(pid, SIGKILL);
        while (*p == '\n') p++;
      }
    }
    write_file(cg_freezer, "freezer.state", "THAWED");
  }
  /* A dying pid namespace member can take a while to go; keep killing until nothing is left. */
  for (int i = 0; i < 200000; i++) {
    if (cgroup_version == 1) {
      if (read_number(cg_pids, "pids.current") <= 0) return;
    } else {
      if (read_keyed(run_memory_dir, "cgroup.events", "populated") == 0) return;
    }
    if (read_file(procs_dir, "cgroup.procs", buf, sizeof buf) == 0) {
      for (char *p = buf; *p;) {
        pid_t pid = (pid_t)strtol(p, &p, 10);
        if (pid > 0) kill(pid, SIGKILL);
        while (*p == '\n') p++;
      }
    }
    usleep(i < 100 ? 50 : 1000);
  }
}

/*
 * Memory is measured in a cgroup made fresh for every run. A reused memory cgroup keeps the page cache that
 * earlier runs (a compiler reading its own binaries, say) charged to it, and its peak can only be reset down
 * to that, which made a hello-world look like 26 MB. A new cgroup starts at zero; mkdir + rmdir cost ~0.1 ms.
 * In v1 only the memory controller needs this (cpuacct and pids counters reset cleanly); in v2 the whole run
 * gets a fresh group next to the slot's directory.
 */

static int make_run_cgroup(void) {
  if (run_cgroup_prepared) return 0;
  run_counter++;
  if (cgroup_version == 1)
    snprintf(run_memory_dir, sizeof run_memory_dir, "%s/run%lu", cg_memory, run_counter);
  else
    snprintf(run_memory_dir, sizeof run_memory_dir, "%s-run%lu", cg2, run_counter);
  if (mkdir(run_memory_dir, 0755) < 0 && errno != EEXIST) return -1;
  run_cgroup_prepared = 1;
  return 0;
}

static void remove_run_cgroup(void) {
  run_cgroup_prepared = 0;
  for (int i = 0; i < 1000; i++) {
    if (rmdir(run_memory_dir) == 0 || errno == ENOENT) return;
    usleep(1000);
  }
}

static int prepare_cgroups(struct run_request *request, int cgroup_fds[4], long long *oom_before) {
  char value[64];
  long long limit = request->memory_bytes > 0 ? request->memory_bytes : -1;
  long long pids = request->pids > 0 ? request->pids : 64;
  for (int i = 0; i < 4; i++) cgroup_fds[i] = -1;
  char path[PATH_MAX];
  if (make_run_cgroup() < 0) return -1;
  const char *mem = run_memory_dir;
  if (cgroup_version == 1) {
    snprintf(value, sizeof value, "%lld", limit);
    /* memory before memsw: memsw may never be below memory. A missing memsw (no swap accounting) is fine. */
    if (write_file(mem, "memory.limit_in_bytes", value) < 0) return -1;
    write_file(mem, "memory.memsw.limit_in_bytes", value);
    write_file(mem, "memory.swappiness", "0");
    write_file(cg_cpuacct, "cpuacct.usage", "0");
    snprintf(value, sizeof value, "%lld", pids);
    write_file(cg_pids, "pids.max", value);
    *oom_before = 0;
    const char *dirs[4] = {mem, cg_cpuacct, cg_pids, cg_freezer};
    for (int i = 0; i < 4; i++) {
      snprintf(path, sizeof path, "%s/cgroup.procs", dirs[i]);
      cgroup_fds[i] = open(path, O_WRONLY | O_CLOEXEC);
      if (cgroup_fds[i] < 0) return -1;
    }
  } else {
    if (limit < 0)
      snprintf(value, sizeof value, "max");
    else
      snprintf(value, sizeof value, "%lld", limit);
    if (write_file(mem, "memory.max", value) < 0) return -1;
    write_file(mem, "memory.swap.max", "0");
    snprintf(value, sizeof value, "%lld", pids);
    write_file(mem, "pids.max", value);
    *oom_before = 0;
    snprintf(path, sizeof path, "%s/cgroup.procs", mem);
    cgroup_fds[0] = open(path, O_WRONLY | O_CLOEXEC);
    if (cgroup_fds[0] < 0) return -1;
  }
  return 0;
}

static long long cpu_usage_ns(void) {
  if (cgroup_version == 1) return read_number(cg_cpuacct, "cpuacct.usage");
  long long usec = read_keyed(run_memory_dir, "cpu.stat", "usage_usec");
  return usec < 0 ? -1 : usec * 1000;
}

#define MAX_CLEANERS 32
static pid_t cleaners[MAX_CLEANERS];

/* Reaps cleaners that finished freeing their old /tmp; returns a free slot, or -1 if all are still busy. */
static int reap_cleaners(void) {
  int free_slot = -1;
  for (int i = 0; i < MAX_CLEANERS; i++) {
    if (cleaners[i] > 0 && waitpid(cleaners[i], NULL, WNOHANG) == cleaners[i]) cleaners[i] = 0;
    if (cleaners[i] == 0 && free_slot < 0) free_slot = i;
  }
  return free_slot;
}

/* Whether the box's /tmp holds anything (more than its root inode, or any block). */
static int box_tmp_used(void) {
  char path[64];
  struct statvfs info;
  snprintf(path, sizeof path, "/proc/%d/root/tmp", init_pid);
  if (statvfs(path, &info) < 0) return 1;
  return info.f_files - info.f_ffree > 1 || info.f_blocks != info.f_bfree;
}

/*
 * Swaps the box's /tmp for a fresh tmpfs in O(1) for the judge: a child enters the slot's mount namespace, keeps
 * the old /tmp open, detaches it, mounts the new one and says so; only then does it drop its reference, and the
 * kernel frees the old files in that child, while the helper already serves the next run.
 */
static int refresh_box_tmp(void) {
  if (!box_tmp_used()) return 0;
  int slot = reap_cleaners();
  if (slot < 0) {
    while (wait(NULL) < 0 && errno == EINTR) {
    }
    slot = reap_cleaners();
  }
  int ready[2];
  if (pipe2(ready, O_CLOEXEC) < 0) return -1;
  pid_t cleaner = fork();
  if (cleaner < 0) return -1;
  if (cleaner == 0) {
    close(ready[0]);
    if (setns(ns_fds[0], CLONE_NEWNS) < 0) _exit(1);
    int old_tmp = open("/tmp", O_PATH | O_DIRECTORY | O_CLOEXEC);
    if (old_tmp < 0 || umount2("/tmp", MNT_DETACH) < 0 || mount_box_tmp("/tmp") < 0) _exit(2);
    if (write(ready[1], "k", 1) != 1) _exit(3);
    close(ready[1]);
    close(old_tmp); /* the last reference: the old tmpfs is freed here */
    _exit(0);
  }
  close(ready[1]);
  char ok = 0;
  ssize_t n;
  while ((n = read(ready[0], &ok, 1)) < 0 && errno == EINTR) {
  }
  close(ready[0]);
  if (slot >= 0) cleaners[slot] = cleaner;
  else waitpid(cleaner, NULL, 0);
  return n == 1 ? 0 : -1;
}

/* SIGUSR1 from the judge: end the current run now (the interactor already gave its verdict). It is blocked except
 * inside the watching ppoll, so it never interrupts the protocol's reads; one still pending from a finished run
 * is consumed when the next run starts, so it never reaches that run. */
static sigset_t abort_signal_set;
static volatile sig_atomic_t abort_requested;
static void on_abort_signal(int sig) {
  (void)sig;
  abort_requested = 1;
}

/* Whether a process still holds its side of an interaction: it exists, is no zombie, and still has a stdout (an
 * exiting process closes its files before it becomes a zombie; a program may also close its side itself). */
static int holds_stdout(pid_t pid) {
  char path[64], stat[512], target[PATH_MAX];
  snprintf(path, sizeof path, "/proc/%d/stat", pid);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return 0;
  ssize_t n = read(fd, stat, sizeof stat - 1);
  close(fd);
  if (n <= 0) return 0;
  stat[n] = 0;
  char *state = strrchr(stat, ')');
  if (!state || state[1] != ' ' || state[2] == 'Z' || state[2] == 'X') return 0;
  snprintf(path, sizeof path, "/proc/%d/fd/1", pid);
  return readlink(path, target, sizeof target) > 0;
}

/* Whether the peer (its host pid in pid_file) still held its side when our child ended: tells which side of an
 * interaction ended first from the kernel's state, not from which helper got the CPU first. -1: not started yet. */
static int peer_running(const char *pid_file) {
  char number[32] = {0};
  int fd = open(pid_file, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  ssize_t n = read(fd, number, sizeof number - 1);
  close(fd);
  if (n <= 0) return -1;
  return holds_stdout((pid_t)atoi(number));
}

/*
 * truncate_output: the program's stdout and stderr are pipes, and this helper copies what comes through them into
 * the host files, up to the cap, and reads and drops the rest, so the program is never stopped or blocked by its
 * output (a flooder runs on until its time is up, as under DOMjudge). Files it writes itself keep RLIMIT_FSIZE.
 */
struct output_sink {
  int pipe; /* the read end (non-blocking), -1 once the last writer is gone */
  int file; /* the host file, -1 for none (the bytes are only counted) */
  long long kept, seen, cap;
};

/* Each pipe holds 1 MiB (the kernel's default 64 KiB fills in microseconds under a flood): the helper drains it
 * at most once a millisecond (OUTPUT_QUIET_NS), so a program writing a line at a time does not wake it, on the CPU
 * the two share, once per line. What waits in a pipe counts in the writer's memory, as its output file did. */
#define OUTPUT_PIPE_BYTES (1 << 20)
#define OUTPUT_QUIET_NS 1000000ull
static int dev_null_fd = -1; /* output past the cap is spliced here: dropped without a copy */

static void close_sink(struct output_sink *sink) {
  if (sink->pipe >= 0) close(sink->pipe);
  if (sink->file >= 0) close(sink->file);
  sink->pipe = sink->file = -1;
}

/* Opens the host file and the pipe whose write end the child gets; -1 with errno on failure. */
static int open_sink(struct output_sink *sink, const char *path, long long cap, int *write_end) {
  int ends[2];
  sink->pipe = sink->file = -1;
  sink->kept = sink->seen = 0;
  sink->cap = cap > 0 ? cap : LLONG_MAX;
  if (*path && (sink->file = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600)) < 0) return -1;
  if (pipe2(ends, O_CLOEXEC) < 0) return -1;
  sink->pipe = ends[0];
  *write_end = ends[1];
  fcntl(sink->pipe, F_SETFL, O_NONBLOCK);
  fcntl(sink->pipe, F_SETPIPE_SZ, OUTPUT_PIPE_BYTES); /* best effort: a smaller pipe only drains more often */
  return 0;
}

/* Moves what the pipe holds now into the file (up to the cap) or drops it; at most `rounds` reads, so a writer on
 * another CPU cannot keep the helper from watching the limits. The pipe is closed at its end. */
static void drain_sink(struct output_sink *sink, int rounds) {
  static char buffer[65536];
  while (sink->pipe >= 0 && rounds-- > 0) {
    ssize_t n;
    if (sink->kept >= sink->cap && dev_null_fd >= 0) {
      n = splice(sink->pipe, NULL, dev_null_fd, NULL, OUTPUT_PIPE_BYTES, SPLICE_F_NONBLOCK);
      if (n < 0 && errno == EINVAL) {
        dev_null_fd = -1; /* a kernel that cannot splice to /dev/null: read and drop instead */
        continue;
      }
    } else {
      n = read(sink->pipe, buffer, sizeof buffer);
    }
    if (n < 0 && (errno == EAGAIN || errno == EINTR)) break;
    if (n <= 0) {
      close(sink->pipe);
      sink->pipe = -1;
      break;
    }
    sink->seen += n;
    if (sink->kept >= sink->cap) continue;
    long long room = sink->cap - sink->kept;
    long long keep = n < room ? n : room;
    for (long long done = 0; keep > 0 && sink->file >= 0 && done < keep;) {
      ssize_t written = write(sink->file, buffer + done, (size_t)(keep - done));
      if (written < 0 && errno == EINTR) continue;
      if (written <= 0) {
        /* The judge's own file system refused (full): keep counting, the rest is lost either way. */
        close(sink->file);
        sink->file = -1;
        break;
      }
      done += written;
    }
    if (keep > 0) sink->kept += keep;
  }
}

/* After the run's last process is gone: the write ends are closed, so what is left ends in EOF at once. A reader
 * that still sees no end after a second (a writer that escaped the run's cgroup, which cannot happen) gives up. */
static void drain_rest(struct output_sink *sink) {
  uint64_t give_up = now_ns() + 1000000000ull;
  while (sink->pipe >= 0) {
    drain_sink(sink, 64);
    struct pollfd pfd = {.fd = sink->pipe, .events = POLLIN};
    if (sink->pipe < 0 || now_ns() > give_up) break;
    poll(&pfd, 1, 50);
  }
  close_sink(sink);
}

static void handle_run(struct run_request *request) {
  int cgroup_fds[4];
  long long oom_before = 0;
  request->args[request->arg_count] = NULL;
  request->envs[request->env_count] = NULL;
  if (request->arg_count == 0) {
    printf("result\nstatus sandbox_error\nerror no program given\nend\n");
    fflush(stdout);
    return;
  }
  if (prepare_cgroups(request, cgroup_fds, &oom_before) < 0) {
    printf("result\nstatus sandbox_error\nerror cgroup setup failed: %s\nend\n", strerror(errno));
    fflush(stdout);
    for (int i = 0; i < 4; i++)
      if (cgroup_fds[i] >= 0) close(cgroup_fds[i]);
    remove_run_cgroup();
    return;
  }
  long long cpu_base = 0;

  /* An interaction's FIFOs are no files to cap: there, stdout keeps its own path and limits. */
  if (request->stdout_first) request->truncate_output = 0;
  struct output_sink sinks[2] = {{-1, -1, 0, 0, 0}, {-1, -1, 0, 0, 0}};
  request->stdout_pipe = request->stderr_pipe = -1;
  if (request->truncate_output &&
      (open_sink(&sinks[0], request->stdout_path, request->fsize_bytes, &request->stdout_pipe) < 0 ||
       open_sink(&sinks[1], request->stderr_path, request->fsize_bytes, &request->stderr_pipe) < 0)) {
    printf("result\nstatus sandbox_error\nerror output pipes failed: %s\nend\n", strerror(errno));
    fflush(stdout);
    for (int i = 0; i < 2; i++) close_sink(&sinks[i]);
    if (request->stdout_pipe >= 0) close(request->stdout_pipe);
    for (int i = 0; i < 4; i++)
      if (cgroup_fds[i] >= 0) close(cgroup_fds[i]);
    remove_run_cgroup();
    return;
  }

  int error_pipe[2];
  if (pipe2(error_pipe, O_CLOEXEC) < 0) die("pipe");
  /* Keep the error pipe above the stdio numbers the child is about to reuse. */
  int error_fd = fcntl(error_pipe[1], F_DUPFD_CLOEXEC, 10);
  close(error_pipe[1]);

  struct timespec no_wait = {0, 0};
  while (sigtimedwait(&abort_signal_set, NULL, &no_wait) > 0) {
  }
  abort_requested = 0;
  uint64_t started = now_ns();
  pid_t pid = fork();
  if (pid < 0) die("fork");
  if (pid == 0) run_child(request, error_fd, cgroup_fds);
  close(error_fd);
  if (request->truncate_output) {
    close(request->stdout_pipe);
    close(request->stderr_pipe);
  }
  for (int i = 0; i < 4; i++)
    if (cgroup_fds[i] >= 0) close(cgroup_fds[i]);
  if (request->pid_file[0]) {
    char number[32];
    snprintf(number, sizeof number, "%d", pid);
    int fd = open(request->pid_file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd >= 0) {
      if (write(fd, number, strlen(number)) < 0) {
      }
      close(fd);
    }
  }

  int pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
  int killed_cpu = 0, killed_wall = 0, killed_abort = 0, status = 0;
  struct rusage usage;
  uint64_t wall_limit_ns = request->wall_ms > 0 ? (uint64_t)request->wall_ms * 1000000ull : 0;
  long long cpu_limit_ns = request->cpu_ms > 0 ? request->cpu_ms * 1000000ll : -1;
  /* With output pipes, their data wakes the loop far more often than the 20 ms tick: the CPU counter is then
   * read once per tick, not once per wake-up. */
  uint64_t next_cpu_check = 0;
  /* After each drain the pipes rest for OUTPUT_QUIET_NS (only the process's end is watched meanwhile). */
  uint64_t pipes_quiet_until = 0;
  for (;;) {
    uint64_t elapsed = now_ns() - started;
    int timeout_ms = 20;
    if (wall_limit_ns) {
      uint64_t left = elapsed >= wall_limit_ns ? 0 : (wall_limit_ns - elapsed + 999999) / 1000000;
      if ((uint64_t)timeout_ms > left) timeout_ms = (int)left;
    }
    struct pollfd pfd[3] = {{.fd = pidfd, .events = POLLIN},
                            {.fd = sinks[0].pipe, .events = POLLIN},
                            {.fd = sinks[1].pipe, .events = POLLIN}};
    struct timespec wait = {timeout_ms / 1000, (long)(timeout_ms % 1000) * 1000000L};
    sigset_t unblocked;
    sigprocmask(SIG_SETMASK, NULL, &unblocked);
    sigdelset(&unblocked, SIGUSR1);
    int ready;
    if (request->truncate_output) {
      /* poll skips negative fds: a pipe at its end, or no pidfd (then the loop ticks every millisecond). */
      uint64_t now = now_ns(), wait_ns = pidfd >= 0 ? (uint64_t)timeout_ms * 1000000ull : 1000000ull;
      if (now < pipes_quiet_until) {
        pfd[1].fd = pfd[2].fd = -1;
        if (pipes_quiet_until - now < wait_ns) wait_ns = pipes_quiet_until - now;
      }
      struct timespec pipes_wait = {(time_t)(wait_ns / 1000000000ull), (long)(wait_ns % 1000000000ull)};
      ready = ppoll(pfd, 3, &pipes_wait, &unblocked);
      if (ready > 0) {
        int drained = 0;
        for (int i = 0; i < 2; i++)
          if (pfd[i + 1].revents) {
            drain_sink(&sinks[i], 32);
            drained = 1;
          }
        if (drained) pipes_quiet_until = now_ns() + OUTPUT_QUIET_NS;
        ready = pfd[0].revents != 0;
      }
    } else {
      ready = pidfd >= 0 ? ppoll(pfd, 1, &wait, &unblocked) : (usleep(1000), 0);
    }
    if (ready > 0 || (pidfd < 0 && waitpid(pid, NULL, WNOHANG | WNOWAIT) == pid)) break;
    if (ready < 0 && errno != EINTR) die("poll");
    if (abort_requested) {
      /* A program that already let go of its side is ending by itself: let it, so its own exit status counts. */
      abort_requested = 0;
      if (holds_stdout(pid)) {
        killed_abort = 1;
        break;
      }
    }
    elapsed = now_ns() - started;
    if (wall_limit_ns && elapsed >= wall_limit_ns) {
      killed_wall = 1;
      break;
    }
    if (request->truncate_output) {
      uint64_t now = now_ns();
      if (now < next_cpu_check) continue;
      next_cpu_check = now + 20000000ull;
    }
    if (cpu_limit_ns > 0 && cpu_usage_ns() - cpu_base >= cpu_limit_ns) {
      killed_cpu = 1;
      break;
    }
  }
  if (killed_cpu || killed_wall || killed_abort) kill(pid, SIGKILL);
  while (wait4(pid, &status, __WALL, &usage) < 0)
    if (errno != EINTR) die("wait4");
  uint64_t ended = now_ns();
  uint64_t wall_ns = ended - started;
  int peer_alive = request->peer_pid_file[0] ? peer_running(request->peer_pid_file) : -1;
  if (pidfd >= 0) close(pidfd);
  kill_all();
  /* Every writer is gone now: what the pipes still hold comes before the size is taken below. */
  if (request->truncate_output)
    for (int i = 0; i < 2; i++) drain_rest(&sinks[i]);

  char error_text[600] = {0};
  ssize_t error_length = read(error_pipe[0], error_text, sizeof error_text - 1);
  close(error_pipe[0]);

  long long cpu_ns = cpu_usage_ns() - cpu_base;
  long long memory_peak, oom_after;
  if (cgroup_version == 1) {
    memory_peak = read_number(run_memory_dir, "memory.max_usage_in_bytes");
    oom_after = read_keyed(run_memory_dir, "memory.oom_control", "oom_kill");
  } else {
    memory_peak = read_number(run_memory_dir, "memory.peak");
    oom_after = read_keyed(run_memory_dir, "memory.events", "oom_kill");
  }
  long long rusage_cpu_ns = ((long long)usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000000ll +
                            ((long long)usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1000ll;
  if (cpu_ns < rusage_cpu_ns) cpu_ns = rusage_cpu_ns;
  /* The output's size, so the judge need not ask the file system again (a FIFO of an interaction has none). */
  struct stat stdout_info;
  long long stdout_bytes = -1;
  if (request->stdout_path[0] && stat(request->stdout_path, &stdout_info) == 0 && S_ISREG(stdout_info.st_mode))
    stdout_bytes = (long long)stdout_info.st_size;

  printf("result\n");
  if (error_length > 0) {
    for (char *c = error_text; *c; c++)
      if (*c == '\n') *c = ' ';
    printf("status sandbox_error\nerror %s\n", error_text);
  } else {
    printf("status ok\n");
  }
  if (WIFEXITED(status)) printf("exit_code %d\n", WEXITSTATUS(status));
  if (WIFSIGNALED(status)) printf("signal %d\n", WTERMSIG(status));
  printf("cpu_ns %lld\nwall_ns %llu\nmemory_bytes %lld\nrss_kib %ld\noom_kills %lld\n", cpu_ns,
         (unsigned long long)wall_ns, memory_peak, usage.ru_maxrss, oom_after - oom_before);
  /* The end on the monotonic clock, which every helper shares: tells which side of an interaction ended first. */
  if (peer_alive >= 0) printf("peer_alive %d\n", peer_alive);
  if (stdout_bytes >= 0) printf("stdout_bytes %lld\n", stdout_bytes);
  if (request->truncate_output)
    printf("stdout_truncated %d\nstderr_truncated %d\n", sinks[0].seen > sinks[0].kept,
           sinks[1].seen > sinks[1].kept);
  printf("killed_cpu %d\nkilled_wall %d\nkilled_abort %d\nended_us %llu\nend\n", killed_cpu, killed_wall,
         killed_abort, (unsigned long long)(ended / 1000));
  fflush(stdout);
  /* Off the critical path: the judge already has its answer while we swap in a fresh cgroup for next time. */
  remove_run_cgroup();
  make_run_cgroup();
  if (refresh_box_tmp() < 0) {
    fprintf(stderr, "sandbox-helper: could not give the box a fresh /tmp\n");
    exit(70);
  }
}

static void serve(void) {
  char line[LINE_MAX_LEN];
  struct run_request request;
  memset(&request, 0, sizeof request);
  int in_request = 0;
  while (fgets(line, sizeof line, stdin)) {
    size_t length = strlen(line);
    if (length && line[length - 1] == '\n') line[--length] = 0;
    char *value = strchr(line, ' ');
    if (value) *value++ = 0;
    else value = line + length;
    if (!strcmp(line, "run")) {
      free_request(&request);
      in_request = 1;
    } else if (!in_request) {
      continue;
    } else if (!strcmp(line, "arg") && request.arg_count < MAX_ARGS) {
      request.args[request.arg_count++] = strdup(value);
    } else if (!strcmp(line, "env") && request.env_count < MAX_ENVS) {
      request.envs[request.env_count++] = strdup(value);
    } else if (!strcmp(line, "stdin")) {
      snprintf(request.stdin_path, PATH_MAX, "%s", value);
    } else if (!strcmp(line, "stdout")) {
      snprintf(request.stdout_path, PATH_MAX, "%s", value);
    } else if (!strcmp(line, "stderr")) {
      snprintf(request.stderr_path, PATH_MAX, "%s", value);
    } else if (!strcmp(line, "cwd")) {
      snprintf(request.cwd, PATH_MAX, "%s", value);
    } else if (!strcmp(line, "pid_file")) {
      snprintf(request.pid_file, PATH_MAX, "%s", value);
    } else if (!strcmp(line, "peer_pid_file")) {
      snprintf(request.peer_pid_file, PATH_MAX, "%s", value);
    } else if (!strcmp(line, "stdout_first")) {
      request.stdout_first = atoi(value);
    } else if (!strcmp(line, "truncate_output")) {
      request.truncate_output = atoi(value);
    } else if (!strcmp(line, "cpu_ms")) {
      request.cpu_ms = atoll(value);
    } else if (!strcmp(line, "wall_ms")) {
      request.wall_ms = atoll(value);
    } else if (!strcmp(line, "memory_bytes")) {
      request.memory_bytes = atoll(value);
    } else if (!strcmp(line, "stack_bytes")) {
      request.stack_bytes = atoll(value);
    } else if (!strcmp(line, "fsize_bytes")) {
      request.fsize_bytes = atoll(value);
    } else if (!strcmp(line, "nofile")) {
      request.nofile = atoll(value);
    } else if (!strcmp(line, "pids")) {
      request.pids = atoll(value);
    } else if (!strcmp(line, "end")) {
      handle_run(&request);
      free_request(&request);
      in_request = 0;
    }
  }
}

int main(int argc, char **argv) {
  if (argc >= 4 && !strcmp(argv[1], "mount-tmpfs")) {
    char options[128];
    snprintf(options, sizeof options, "size=%s,mode=0755", argv[3]);
    mkdir_p(argv[2], 0755);
    if (mount("tmpfs", argv[2], "tmpfs", MS_NOSUID | MS_NODEV, options) < 0) die("mount tmpfs");
    return 0;
  }
  if (argc >= 3 && !strcmp(argv[1], "umount")) {
    if (umount2(argv[2], MNT_DETACH) < 0) die("umount");
    return 0;
  }
  if (argc < 2 || strcmp(argv[1], "serve") != 0) {
    fprintf(stderr, "usage: sandbox-helper serve --slot-dir DIR --uid UID --cgroup-version 1|2 ...\n");
    return 64;
  }
  for (int i = 2; i + 1 < argc; i += 2) {
    const char *key = argv[i], *value = argv[i + 1];
    if (!strcmp(key, "--slot-dir")) slot_dir = value;
    else if (!strcmp(key, "--uid")) box_uid = (uid_t)atoi(value);
    else if (!strcmp(key, "--cgroup-version")) cgroup_version = atoi(value);
    else if (!strcmp(key, "--cg-memory")) cg_memory = value;
    else if (!strcmp(key, "--cg-cpuacct")) cg_cpuacct = value;
    else if (!strcmp(key, "--cg-pids")) cg_pids = value;
    else if (!strcmp(key, "--cg-freezer")) cg_freezer = value;
    else if (!strcmp(key, "--cg2")) cg2 = value;
    else if (!strcmp(key, "--etc") && etc_count < MAX_ETC) etc_paths[etc_count++] = value;
    else if (!strcmp(key, "--cpu-index")) cpu_index = atoi(value);
  }
  if (!slot_dir || box_uid == 0) {
    fprintf(stderr, "sandbox-helper: --slot-dir and a non-zero --uid are required\n");
    return 64;
  }
  if (cgroup_version == 1 ? !(cg_memory && cg_cpuacct && cg_pids && cg_freezer) : !cg2) {
    fprintf(stderr, "sandbox-helper: the slot's cgroup directories are required\n");
    return 64;
  }
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  pin_to_cpu();
  start_slot_init();
  sigemptyset(&abort_signal_set);
  sigaddset(&abort_signal_set, SIGUSR1);
  sigprocmask(SIG_BLOCK, &abort_signal_set, NULL);
  struct sigaction abort_action = {0};
  abort_action.sa_handler = on_abort_signal;
  sigaction(SIGUSR1, &abort_action, NULL);
  dev_null_fd = open("/dev/null", O_WRONLY | O_CLOEXEC);
  printf("ready\n");
  fflush(stdout);
  serve();
  return 0;
}
