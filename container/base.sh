#!/usr/bin/env bash
# Makes the local stand-in for debian:trixie-slim when no registry can be reached: a debootstrap
# minbase of trixie, trimmed like the slim image, imported into Podman. The root file system is
# kept as a tarball outside the repository, so a clean clone (CI) imports it instead of
# bootstrapping again (a few minutes and ~40 MB from the Debian mirror).
set -euo pipefail

IMAGE=debian:trixie-slim
CACHE_DIR=${CAMPUS_HUNT_CACHE:-/var/cache/campus-hunt}
TARBALL=$CACHE_DIR/debian-trixie-minbase.tar
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}

if podman image exists "$IMAGE"; then
  echo "== base $IMAGE already present"
  exit 0
fi

if [ ! -s "$TARBALL" ]; then
  mkdir -p "$CACHE_DIR"
  root=$(mktemp -d "$CACHE_DIR/rootfs.XXXXXX")
  trap 'rm -rf "$root"' EXIT
  echo "== debootstrap trixie (minbase) from $MIRROR"
  debootstrap --variant=minbase trixie "$root" "$MIRROR" >"$CACHE_DIR/debootstrap.log" 2>&1 \
    || { tail -n 30 "$CACHE_DIR/debootstrap.log"; exit 1; }
  # What the official slim image does: no documentation or translations from later installs.
  cat >"$root/etc/dpkg/dpkg.cfg.d/slim" <<'CFG'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-exclude /usr/share/lintian/*
CFG
  # Downloaded packages and indexes are not part of the image; the build runs apt-get update.
  printf 'APT::Keep-Downloaded-Packages "false";\n' >"$root/etc/apt/apt.conf.d/docker-clean"
  # Then what debootstrap itself unpacked of them (translations alone are 33 MB), and its caches.
  find "$root/usr/share/doc" -mindepth 2 ! -name copyright ! -type d -delete
  rm -rf "$root"/usr/share/locale/* "$root"/usr/share/man/* "$root"/usr/share/info/* \
    "$root"/var/cache/apt/*.bin "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/* "$root"/var/log/*.log
  tar -C "$root" --numeric-owner -cf "$TARBALL.part" .
  mv "$TARBALL.part" "$TARBALL"
fi

echo "== importing $TARBALL as $IMAGE"
podman import --quiet --change 'CMD ["bash"]' "$TARBALL" "$IMAGE" >/dev/null
