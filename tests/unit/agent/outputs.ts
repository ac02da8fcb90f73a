/** Command outputs as real hosts print them (trimmed to what the agent reads), for the collection tests. */

export const linux = {
  osRelease: `PRETTY_NAME="Ubuntu 24.04.1 LTS"
NAME="Ubuntu"
VERSION_ID="24.04"
VERSION="24.04.1 LTS (Noble Numbat)"
ID=ubuntu
ID_LIKE=debian
`,
  machineId: "4c2f8d61a2e94a0c9f3b1d7e5a6b8c90\n",
  /** Ubuntu's default encrypted install: LVM on LUKS on the NVMe disk. */
  lsblkLuks: JSON.stringify({
    blockdevices: [
      {
        name: "nvme0n1",
        type: "disk",
        mountpoint: null,
        mountpoints: [null],
        fstype: null,
        children: [
          { name: "nvme0n1p1", type: "part", mountpoint: "/boot/efi", mountpoints: ["/boot/efi"], fstype: "vfat" },
          { name: "nvme0n1p2", type: "part", mountpoint: "/boot", mountpoints: ["/boot"], fstype: "ext4" },
          {
            name: "nvme0n1p3",
            type: "part",
            mountpoint: null,
            mountpoints: [null],
            fstype: "crypto_LUKS",
            children: [
              {
                name: "dm_crypt-0",
                type: "crypt",
                mountpoint: null,
                mountpoints: [null],
                fstype: "LVM2_member",
                children: [{ name: "ubuntu--vg-ubuntu--lv", type: "lvm", mountpoint: "/", mountpoints: ["/"], fstype: "ext4" }],
              },
            ],
          },
        ],
      },
    ],
  }),
  /** util-linux 2.34 (no MOUNTPOINTS column): a plain partition. */
  lsblkPlain: `{
   "blockdevices": [
      {"name": "sda", "type": "disk", "mountpoint": null, "fstype": null,
         "children": [
            {"name": "sda1", "type": "part", "mountpoint": "/boot/efi", "fstype": "vfat"},
            {"name": "sda2", "type": "part", "mountpoint": "/", "fstype": "ext4"},
            {"name": "sda3", "type": "part", "mountpoint": "[SWAP]", "fstype": "swap"}
         ]
      }
   ]
}`,
  lsblkNoMountpoints: { code: 1, stdout: "", stderr: "lsblk: unknown column: MOUNTPOINTS\n" },
  ufwActive:
    "Status: active\n\nTo                         Action      From\n--                         ------      ----\n22/tcp                     " +
    "ALLOW       Anywhere\n",
  ufwInactive: "Status: inactive\n",
  ufwNotRoot: { code: 1, stdout: "", stderr: "ERROR: You need to be root to run this script\n" },
  ufwConfEnabled:
    "# /etc/ufw/ufw.conf\n#\n\n# Set to yes to start on boot. If setting this remotely, be sure to add a rule\n# to allow your remote " +
    "connection before starting ufw. Eg: 'ufw allow 22/tcp'\nENABLED=yes\n\n# Please use the 'ufw' command to set the loglevel. Eg: 'ufw " +
    "logging medium'.\n# See 'man ufw' for details.\nLOGLEVEL=low\n",
  ufwConfDisabled: "# /etc/ufw/ufw.conf\nENABLED=no\nLOGLEVEL=low\n",
  /** Debian's default /etc/nftables.conf: input policy accept. */
  nftAccept: `table inet filter {
	chain input {
		type filter hook input priority filter; policy accept;
	}

	chain forward {
		type filter hook forward priority filter; policy accept;
	}

	chain output {
		type filter hook output priority filter; policy accept;
	}
}
`,
  /** firewalld's nftables ruleset: policy accept, but the input chain ends in an unconditional reject. */
  nftFirewalld: `table inet firewalld {
	chain filter_INPUT {
		type filter hook input priority filter + 10; policy accept;
		ct state { established, related } accept
		ct status dnat accept
		iifname "lo" accept
		jump filter_INPUT_ZONES
		ct state { invalid } drop
		reject with icmpx admin-prohibited
	}

	chain filter_FORWARD {
		type filter hook forward priority filter + 10; policy accept;
		reject with icmpx admin-prohibited
	}
}
`,
  /** Docker's rules: FORWARD dropped, INPUT open. */
  iptablesDocker: `-P INPUT ACCEPT
-P FORWARD DROP
-P OUTPUT ACCEPT
-N DOCKER
-N DOCKER-ISOLATION-STAGE-1
-A FORWARD -j DOCKER-USER
-A FORWARD -o docker0 -j DOCKER
`,
  iptablesDrop: `-P INPUT DROP
-P FORWARD DROP
-P OUTPUT ACCEPT
-A INPUT -i lo -j ACCEPT
-A INPUT -m conntrack --ctstate RELATED,ESTABLISHED -j ACCEPT
-A INPUT -p tcp -m tcp --dport 22 -j ACCEPT
`,
  aptSimulation: `NOTE: This is only a simulation!
      apt-get needs root privileges for real execution.
      Keep also in mind that locking is deactivated,
      so don't depend on the relevance to the real current situation!
Reading package lists...
Building dependency tree...
Reading state information...
Calculating upgrade...
The following packages will be upgraded:
  libssl3t64 openssl tzdata
3 upgraded, 0 newly installed, 0 to remove and 0 not upgraded.
Inst libssl3t64 [3.0.13-0ubuntu3.1] (3.0.13-0ubuntu3.4 Ubuntu:24.04/noble-updates, Ubuntu:24.04/noble-security [amd64])
Inst openssl [3.0.13-0ubuntu3.1] (3.0.13-0ubuntu3.4 Ubuntu:24.04/noble-updates, Ubuntu:24.04/noble-security [amd64])
Inst tzdata [2024a-1ubuntu1] (2024a-3ubuntu1.1 Ubuntu:24.04/noble-updates [all])
Conf libssl3t64 (3.0.13-0ubuntu3.4 Ubuntu:24.04/noble-updates, Ubuntu:24.04/noble-security [amd64])
Conf openssl (3.0.13-0ubuntu3.4 Ubuntu:24.04/noble-updates, Ubuntu:24.04/noble-security [amd64])
Conf tzdata (2024a-3ubuntu1.1 Ubuntu:24.04/noble-updates [all])
`,
  aptNothing: `Reading package lists...
Building dependency tree...
Reading state information...
Calculating upgrade...
0 upgraded, 0 newly installed, 0 to remove and 0 not upgraded.
`,
  aptLists: [
    "archive.ubuntu.com_ubuntu_dists_noble-security_InRelease",
    "archive.ubuntu.com_ubuntu_dists_noble-security_main_binary-amd64_Packages",
    "archive.ubuntu.com_ubuntu_dists_noble-updates_InRelease",
    "archive.ubuntu.com_ubuntu_dists_noble-updates_main_binary-amd64_Packages",
    "lock",
    "partial",
  ],
  dnfCheckUpdate: `
kernel.x86_64                         6.11.8-300.fc41                 updates
openssl-libs.x86_64                   1:3.2.2-9.fc41                  updates
vim-minimal.x86_64                    2:9.1.825-1.fc41                updates
Obsoleting Packages
grub2-tools.x86_64                    1:2.12-9.fc41                   updates
    grub2-tools.x86_64                1:2.12-8.fc41                   @updates
`,
  dnfSecurity: `FEDORA-2024-1a2b3c4d5e Moderate/Sec.  openssl-libs-1:3.2.2-9.fc41.x86_64
FEDORA-2024-9f8e7d6c5b Important/Sec. kernel-6.11.8-300.fc41.x86_64
FEDORA-2024-0a0b0c0d0e Low/Sec.       kernel-6.11.8-300.fc41.x86_64
`,
};

export const darwin = {
  swVers: "ProductName:\t\tmacOS\nProductVersion:\t\t14.6.1\nBuildVersion:\t\t23G93\n",
  ioreg: `+-o MacBookPro18,3  <class IOPlatformExpertDevice, id 0x100000219, registered, matched, active, busy 0 (118 ms), retain 35>
    {
      "IOPolledInterface" = "AppleARMWatchdogTimerHibernateHandler is not serializable"
      "IOPlatformSerialNumber" = "C02XXXXXXXXX"
      "IOPlatformUUID" = "8A1B2C3D-4E5F-6071-8293-A4B5C6D7E8F9"
      "model" = <"MacBookPro18,3">
    }
`,
  fileVaultOn: "FileVault is On.\n",
  fileVaultOff: "FileVault is Off.\n",
  fileVaultEncrypting: "FileVault is On.\nEncryption in progress: Percent completed = 42.1\n",
  firewallOn: "Firewall is enabled. (State = 1)\n",
  firewallOff: "Firewall is disabled. (State = 0)\n",
  screenLockImmediate: { code: 0, stdout: "", stderr: "2026-11-27 09:00:00.123 sysadminctl[4242:123456] screenLock delay is immediate\n" },
  screenLockDelay: { code: 0, stdout: "", stderr: "2026-11-27 09:00:00.123 sysadminctl[4242:123456] screenLock delay is 60 seconds\n" },
  screenLockOff: { code: 0, stdout: "", stderr: "2026-11-27 09:00:00.123 sysadminctl[4242:123456] screenLock is off\n" },
  pmsetCustom: `Battery Power:
 lidwake              1
 standby              1
 ttyskeepawake        1
 hibernatemode        3
 powernap             0
 disksleep            10
 sleep                1
 displaysleep         2
AC Power:
 lidwake              1
 standby              1
 hibernatemode        3
 powernap             1
 disksleep            10
 sleep                1
 displaysleep         10
`,
  softwareUpdates: `Software Update Tool

Finding available software
Software Update found the following new or updated software:
* Label: macOS Sonoma 14.7.1-23H222
\tTitle: macOS Sonoma 14.7.1, Version: 14.7.1, Size: 1630443KiB, Recommended: YES, Action: restart, 
* Label: Safari18.1.1SonomaAuto-18.1.1
\tTitle: Safari, Version: 18.1.1, Size: 160834KiB, Recommended: YES, 
* Label: macOS Sequoia 15.1.1-24B91
\tTitle: macOS Sequoia 15.1.1, Version: 15.1.1, Size: 6743227KiB, Recommended: YES, Action: restart, 
`,
  noUpdates: { code: 0, stdout: "Software Update Tool\n\nFinding available software\n", stderr: "No new software available.\n" },
  lastSuccessfulDate: "2026-11-26 22:14:03 +0000\n",
};

export const windows = {
  currentVersion: `
HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion
    SystemRoot    REG_SZ    C:\\WINDOWS
    BuildBranch    REG_SZ    ge_release
    CurrentBuild    REG_SZ    26100
    CurrentBuildNumber    REG_SZ    26100
    CurrentMajorVersionNumber    REG_DWORD    0xa
    DisplayVersion    REG_SZ    24H2
    EditionID    REG_SZ    Professional
    ProductName    REG_SZ    Windows 10 Pro
    ReleaseId    REG_SZ    2009
    UBR    REG_DWORD    0x8fb

HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Accessibility
`,
  machineGuid: `
HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Cryptography
    MachineGuid    REG_SZ    6f1c8a2e-93b4-4d1e-a7f5-0c2b9e8d7a61

`,
  manageBdeOn: `BitLocker Drive Encryption: Configuration Tool version 10.0.26100
Copyright (C) 2013 Microsoft Corporation. All rights reserved.

Volume C: [Windows]
[OS Volume]

    Size:                 475.83 GB
    BitLocker Version:    2.0
    Conversion Status:    Fully Encrypted
    Percentage Encrypted: 100.0%
    Encryption Method:    XTS-AES 128
    Protection Status:    Protection On
    Lock Status:          Unlocked
    Identification Field: Unknown
    Key Protectors:
        TPM
        Numerical Password

`,
  manageBdeDenied: {
    code: 4294967295,
    stdout: `BitLocker Drive Encryption: Configuration Tool version 10.0.26100
Copyright (C) 2013 Microsoft Corporation. All rights reserved.

ERROR: An attempt to access a required resource was denied.
Check that you have administrative rights on the computer.
`,
    stderr: "",
  },
  netshAllOn: `
Domain Profile Settings:
----------------------------------------------------------------------
State                                 ON

Private Profile Settings:
----------------------------------------------------------------------
State                                 ON

Public Profile Settings:
----------------------------------------------------------------------
State                                 ON
Ok.

`,
  netshPublicOff: `
Domain Profile Settings:
----------------------------------------------------------------------
State                                 ON

Private Profile Settings:
----------------------------------------------------------------------
State                                 ON

Public Profile Settings:
----------------------------------------------------------------------
State                                 OFF
Ok.

`,
  desktopSecureSaver: `
HKEY_CURRENT_USER\\Control Panel\\Desktop
    ActiveWndTrackTimeout    REG_DWORD    0x0
    ScreenSaveActive    REG_SZ    1
    ScreenSaverIsSecure    REG_SZ    1
    ScreenSaveTimeOut    REG_SZ    600
    SCRNSAVE.EXE    REG_SZ    C:\\Windows\\system32\\scrnsave.scr
    WallPaper    REG_SZ    C:\\Users\\alice\\wallpaper.jpg

HKEY_CURRENT_USER\\Control Panel\\Desktop\\MuiCached
`,
  /** Screen saver "(None)": ScreenSaveActive stays 1, but nothing runs. */
  desktopNoSaver: `
HKEY_CURRENT_USER\\Control Panel\\Desktop
    ScreenSaveActive    REG_SZ    1
    ScreenSaveTimeOut    REG_SZ    900
`,
  regMissing: { code: 1, stdout: "", stderr: "ERROR: The system was unable to find the specified registry key or value.\n" },
  sleepAfter: (ac: number, dc: number) => `Power Scheme GUID: 381b4222-f694-41f0-9685-ff5bb260df2e  (Balanced)
  Subgroup GUID: 238c9fa8-0aad-41ed-83f4-97be242c8f20  (Sleep)
    Power Setting GUID: 29f6c1db-86da-48c5-9fdb-f2b67b1f44da  (Sleep after)
      Minimum Possible Setting: 0x00000000
      Maximum Possible Setting: 0xffffffff
      Possible Settings increment: 0x00000001
      Possible Settings units: Seconds
    Current AC Power Setting Index: 0x${ac.toString(16).padStart(8, "0")}
    Current DC Power Setting Index: 0x${dc.toString(16).padStart(8, "0")}

`,
  consoleLock: (on: boolean) => `Power Scheme GUID: 381b4222-f694-41f0-9685-ff5bb260df2e  (Balanced)
  Subgroup GUID: fea3413e-7e05-4911-9a71-700331f1c294  (Settings belonging to no subgroup)
    Power Setting GUID: 0e796bdb-100d-47d6-a2d5-f7d2daa51f51  (Require a password on wakeup)
      Possible Setting Index: 000
      Possible Setting Friendly Name: No
      Possible Setting Index: 001
      Possible Setting Friendly Name: Yes
    Current AC Power Setting Index: 0x0000000${on ? 1 : 0}
    Current DC Power Setting Index: 0x0000000${on ? 1 : 0}

`,
  updates: '{"total":3,"security":1,"lastSearch":"2026-11-26T21:40:12.0000000Z"}\r\n',
};
