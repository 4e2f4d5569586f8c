import IntentKit
import RitualistCore
import RitualistStore

extension ChangeStamp {
    /// The stamp of a run's change-log entries: the run's moment (`RITUALIST_NOW` when pinned) and the machine id
    /// kept in the home's state folder, read the first time a change is recorded.
    static func run(paths: RitualistPaths, now: LocalMoment, depth: Int = 0) -> ChangeStamp {
        let identity = MachineIdentity(path: paths.machineID)
        let instant = now.instant
        return ChangeStamp(clock: { instant }, machine: { try identity.id() }, depth: depth)
    }
}
