#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where a store's change-log entries say they come from: the program's clock and this machine's id.
///
/// The store asks for a stamp only when it records a change, so a run that reads nothing pays nothing for the
/// machine id's file.
public struct ChangeStamp: Sendable {
    /// The instant entries are recorded at (the program's clock: `RITUALIST_NOW` when pinned).
    public let clock: @Sendable () -> Date
    /// The id of the machine that makes the change.
    public let machine: @Sendable () throws -> UUID
    /// How deep in a chain of automations the run is: 0 for one nobody's trigger started.
    public let depth: Int

    /// A stamp reading the given clock and machine id, for a run at `depth`.
    public init(
        clock: @escaping @Sendable () -> Date, machine: @escaping @Sendable () throws -> UUID, depth: Int = 0
    ) {
        self.clock = clock
        self.machine = machine
        self.depth = depth
    }

    /// A stamp with a fixed instant and machine, as tests and the runtime pin them.
    public static func fixed(_ instant: Date, machine: UUID) -> ChangeStamp {
        ChangeStamp(clock: { instant }, machine: { machine })
    }

    /// The machine id of a store opened without one: all zeros, "no machine known".
    public static let unknownMachine = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
}
