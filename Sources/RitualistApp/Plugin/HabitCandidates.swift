import Foundation
import IntentKit
import RitualistCore
import Synchronization

/// The `habit` entity's candidates, kept while the habits' ids and names stay the same: a batch matches a habit
/// parameter against every habit for each run.
final class HabitCandidates: Sendable {
    private let kept = Mutex<(ids: [UUID], candidates: [EntityCandidate])>(([], []))

    func candidates(for habits: [Habit]) -> [EntityCandidate] {
        let kept = kept.withLock { $0 }
        // A candidate is made of a habit's id and name only: comparing those is enough, and cheap.
        if kept.ids.count == habits.count,
            habits.indices.allSatisfy({ kept.ids[$0] == habits[$0].id && kept.candidates[$0].name == habits[$0].name })
        {
            return kept.candidates
        }
        let candidates = habits.map(EntityCandidate.init(habit:))
        self.kept.withLock { $0 = (habits.map(\.id), candidates) }
        return candidates
    }
}

extension EntityCandidate {
    /// A habit as the `habit` entity type offers it: its id and its name.
    package init(habit: Habit) {
        self.init(id: habit.id.text, name: habit.name)
    }
}
