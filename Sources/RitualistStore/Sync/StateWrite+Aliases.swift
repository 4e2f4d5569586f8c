import Foundation
import RitualistCore

extension StateWrite {
    /// The write with each habit id it names sent to the habit it stands for: an undo of an entry pulled for a
    /// habit joined here to another reverses it on the one that survived, as every other machine does.
    func resolvingAliases(_ db: SQLiteDatabase) throws -> StateWrite {
        func resolve(_ id: UUID) throws -> UUID { try HabitAliases.resolve(id, db) }
        switch self {
        case .insertHabit: return self
        case .deleteHabit(let id): return .deleteHabit(try resolve(id))
        case .setActive(let id, let isActive): return .setActive(try resolve(id), isActive)
        case .restoreFields(let id, let fields): return .restoreFields(try resolve(id), fields)
        case .insertLog(var log):
            log.habitID = try resolve(log.habitID)
            return .insertLog(log)
        case .deleteLog: return self
        case .insertRestDay(let rest):
            return .insertRestDay(RestDay(habitID: try rest.habitID.map(resolve), day: rest.day))
        case .deleteRestDay(let rest):
            return .deleteRestDay(RestDay(habitID: try rest.habitID.map(resolve), day: rest.day))
        }
    }
}
