# A single-node Slurm cluster in a folder, for cluster/tests/slurm_test.sh
# and for campaigns on one machine (proptests/CAMPAIGNS.md). Source it, then:
#   start_single_node_slurm DIR   munged, slurmctld and slurmd from DIR/slurm.conf
#                                 (exports SLURM_CONF; partition "test"; root only)
#   stop_daemons                  stops what it started, by PID
# fail() must be defined by the caller.
pids=()
stop_daemons() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
  done
}
start_single_node_slurm() {
local tmp=$1 host port
# munge: a fresh key and its own socket (so a munged already running is left alone).
dd if=/dev/urandom of="$tmp/munge.key" bs=1024 count=1 status=none
chmod 400 "$tmp/munge.key"
mkdir -m 755 "$tmp/munge"
munged --force --foreground --key-file="$tmp/munge.key" --socket="$tmp/munge/socket" \
  --pid-file="$tmp/munge/pid" --seed-file="$tmp/munge/seed" >"$tmp/munged.log" 2>&1 &
pids+=($!)

host=$(hostname -s)
# Free ports (a Slurm already running here keeps 6817/6818).
port=$((20000 + RANDOM % 20000))
mkdir -p "$tmp/state" "$tmp/spool"
cat >"$tmp/slurm.conf" <<CONF
ClusterName=trisgotest
SlurmctldHost=$host
SlurmctldPort=$port
SlurmdPort=$((port + 1))
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$tmp/munge/socket
StateSaveLocation=$tmp/state
SlurmdSpoolDir=$tmp/spool
SlurmctldPidFile=$tmp/slurmctld.pid
SlurmdPidFile=$tmp/slurmd.pid
SlurmctldLogFile=$tmp/slurmctld.log
SlurmdLogFile=$tmp/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
MpiDefault=none
KillWait=5
MinJobAge=60
MaxArraySize=1001
NodeName=$host CPUs=2 State=UNKNOWN
PartitionName=test Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF=$tmp/slurm.conf
for _ in $(seq 50); do [ -S "$tmp/munge/socket" ] && break; sleep 0.1; done
[ -S "$tmp/munge/socket" ] || fail "munged did not start"
slurmctld -D -i -f "$SLURM_CONF" >"$tmp/slurmctld.out.log" 2>&1 &
pids+=($!)
slurmd -D -f "$SLURM_CONF" -N "$host" >"$tmp/slurmd.out.log" 2>&1 &
pids+=($!)
for _ in $(seq 150); do
  sinfo -h -o '%T' 2>/dev/null | grep -qx idle && break
  sleep 0.2
done
sinfo -h -o '%T' 2>/dev/null | grep -qx idle || fail "the test cluster did not come up (sinfo: $(sinfo -h 2>&1 | head -1))"
}
