#!/usr/bin/env node
// `npm run test:cgroup2`: the sandbox suite on a kernel with only the unified cgroup hierarchy (cgroup v2), which
// most hosts have and this one does not (it mounts cgroup v1). Boots Debian's kernel (linux-image-amd64) in
// QEMU/KVM with the host's own files shared read-only over 9p as the root (the repository gets an overlay on a
// tmpfs), mounts cgroup2 alone, and runs the hostile-program suite there (scripts/cgroup2-guest.sh). Needs root
// and /dev/kvm; installs its Debian packages (apps/judge/debian-packages-cgroup2.txt). Plain Node, no deps.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, checkNode, debianPackagesFrom, ensureDebianPackages, fail, step } from './lib/prereqs.mjs';

const GUEST_MINUTES = Number(process.env.CGROUP2_MINUTES ?? 40);
const ACCEL = process.env.CGROUP2_ACCEL ?? 'tcg';
const MODULES = ['virtio_pci', '9pnet_virtio', '9p', 'overlay'];

/** The newest Debian kernel in /boot with its modules. */
function guestKernel() {
  const versions = fs
    .readdirSync('/boot')
    .filter((name) => name.startsWith('vmlinuz-'))
    .map((name) => name.slice('vmlinuz-'.length))
    .filter((version) => fs.existsSync(path.join('/lib/modules', version, 'modules.dep')))
    .sort();
  if (versions.length === 0)
    fail('No /boot/vmlinuz-* with its /lib/modules: install linux-image-amd64 (as root).');
  return versions.at(-1);
}

/** The modules to load, dependencies first (from modules.dep), as paths under /lib/modules/<version>/. */
function moduleOrder(version) {
  const dep = new Map();
  for (const line of fs.readFileSync(path.join('/lib/modules', version, 'modules.dep'), 'utf8').split('\n')) {
    const [module, deps] = line.split(':');
    if (module)
      dep.set(path.basename(module, '.ko').replaceAll('-', '_'), {
        module,
        deps: (deps ?? '').trim().split(/\s+/).filter(Boolean),
      });
  }
  const order = [];
  const visit = (file) => {
    if (order.includes(file)) return;
    const entry = [...dep.values()].find((candidate) => candidate.module === file);
    for (const needed of entry?.deps ?? []) visit(needed);
    order.push(file);
  };
  for (const name of MODULES) {
    const entry = dep.get(name);
    if (entry) visit(entry.module); // absent: built into this kernel
  }
  return order;
}

/** A cpio "newc" archive (the initramfs format), written here so that no cpio tool is needed. */
function cpio(entries) {
  const chunks = [];
  const pad = (length) => Buffer.alloc((4 - (length % 4)) % 4);
  let inode = 1;
  for (const { name, mode, data = Buffer.alloc(0), rdev = [0, 0] } of [
    ...entries,
    { name: 'TRAILER!!!', mode: 0 },
  ]) {
    const fields = [inode++, mode, 0, 0, 1, 0, data.length, 0, 0, rdev[0], rdev[1], name.length + 1, 0];
    const header = Buffer.from(
      `070701${fields.map((value) => value.toString(16).padStart(8, '0')).join('')}${name}\0`,
    );
    chunks.push(header, pad(header.length), data, pad(data.length));
  }
  return Buffer.concat(chunks);
}

function initramfs(version, modules) {
  const init = `#!/bin/sh
export PATH=/bin
mount -t proc proc /proc
mount -t sysfs sys /sys
mount -t devtmpfs dev /dev
${modules.map((module) => `insmod /lib/modules/${path.basename(module)}`).join('\n')}
ip link set lo up
mkdir -p /newroot
mount -t 9p -o trans=virtio,version=9p2000.L,ro,msize=262144,cache=loose hostroot /newroot || exec sh
mount -t tmpfs -o size=4g tmpfs /newroot/tmp
mount -t tmpfs tmpfs /newroot/run
mount -t tmpfs tmpfs /newroot/var/tmp
mkdir -p /newroot/tmp/.repo-upper /newroot/tmp/.repo-work
mount -t overlay overlay -o lowerdir=/newroot${ROOT},upperdir=/newroot/tmp/.repo-upper,workdir=/newroot/tmp/.repo-work /newroot${ROOT}
mount -t proc proc /newroot/proc
mount -t sysfs sys /newroot/sys
mount -t devtmpfs dev /newroot/dev
mount -t cgroup2 cgroup2 /newroot/sys/fs/cgroup
export CGROUP2_TESTS="${process.env.CGROUP2_TESTS ?? ''}"
exec switch_root /newroot /bin/sh ${ROOT}/scripts/cgroup2-guest.sh
`;
  const busybox = fs.readFileSync(
    execFileSync('sh', ['-c', 'command -v busybox'], { encoding: 'utf8' }).trim(),
  );
  const applets = ['sh', 'mount', 'insmod', 'mkdir', 'ip', 'switch_root', 'cat', 'echo'];
  const dir = (name) => ({ name, mode: 0o40755 });
  return cpio([
    ...['bin', 'dev', 'proc', 'sys', 'newroot', 'lib', 'lib/modules'].map(dir),
    { name: 'dev/console', mode: 0o20600, rdev: [5, 1] },
    { name: 'bin/busybox', mode: 0o100755, data: busybox },
    ...applets.map((applet) => ({ name: `bin/${applet}`, mode: 0o120777, data: Buffer.from('busybox') })),
    ...modules.map((module) => ({
      name: `lib/modules/${path.basename(module)}`,
      mode: 0o100644,
      data: fs.readFileSync(path.join('/lib/modules', version, module)),
    })),
    { name: 'init', mode: 0o100755, data: Buffer.from(init) },
  ]);
}

checkNode();
if (process.getuid?.() !== 0)
  fail('npm run test:cgroup2 needs root (QEMU/KVM and the sandbox inside the guest).');
if (ACCEL === 'kvm' && !fs.existsSync('/dev/kvm'))
  fail('CGROUP2_ACCEL=kvm needs /dev/kvm (hardware virtualisation) to boot the cgroup v2 guest.');
ensureDebianPackages(debianPackagesFrom('apps/judge/debian-packages-cgroup2.txt'), { required: true });
const version = guestKernel();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cgroup2-guest-'));
const image = path.join(work, 'initramfs.cpio');
fs.writeFileSync(image, initramfs(version, moduleOrder(version)));
step(`booting Debian ${version} with cgroup2 only (QEMU ${ACCEL}, the host's files read-only over 9p)`);
const qemu = spawn(
  'qemu-system-x86_64',
  [
    // KVM when asked (CGROUP2_ACCEL=kvm); by default QEMU's own emulation (TCG, multi-threaded): on this
    // workplace's hosts, themselves virtual machines, a nested KVM guest hangs in early boot.
    ...(ACCEL === 'kvm' ? ['-enable-kvm', '-cpu', 'host'] : ['-accel', 'tcg,thread=multi', '-cpu', 'max']),
    '-m',
    '6144',
    '-smp',
    String(Math.min(2, os.availableParallelism())),
    '-nographic',
    '-no-reboot',
    '-nic',
    'none',
    '-kernel',
    `/boot/vmlinuz-${version}`,
    '-initrd',
    image,
    '-append',
    process.env.CGROUP2_KERNEL_ARGS ?? 'console=ttyS0 quiet loglevel=3 panic=-1 rdinit=/init',
    '-virtfs',
    'local,path=/,mount_tag=hostroot,security_model=none,readonly=on,multidevs=remap',
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
let output = '';
qemu.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  output += chunk.toString();
});
const timer = setTimeout(() => qemu.kill('SIGKILL'), GUEST_MINUTES * 60_000);
qemu.on('exit', () => {
  clearTimeout(timer);
  fs.rmSync(work, { recursive: true, force: true });
  const result = /CGROUP2-RESULT (\d+)/.exec(output);
  if (!result) fail(`the cgroup v2 guest ended without a result (within ${GUEST_MINUTES} minutes)`);
  if (result[1] !== '0') fail(`the sandbox suite failed on cgroup v2 (exit ${result[1]})`);
  console.log('\n✔ the sandbox suite passed on cgroup v2');
});
