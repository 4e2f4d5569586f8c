import IntentKit

extension TriggerCheck {
    /// The events that reverse each one: an undo reverses a completion or an amount, a completion an undo.
    static let reversals: [RitualistEvent: Set<RitualistEvent>] = [
        .completed: [.undone], .logged: [.undone], .undone: [.completed, .logged],
    ]

    /// A warning at each event trigger whose automation can fire an event that reverses the one it follows (on
    /// `completed`, an undo). Alone it ends; with an automation that reverses it back (on `undone`, a completion),
    /// here or on another machine this one syncs with, where no check of this machine can see it, each starts the
    /// other until the depth bound, which the entries carry through sync.
    static func reversing(in catalog: Catalog) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for automation in catalog.declarations {
            let fired = events(of: automation, habit: nil, in: catalog, seen: [])
            for trigger in automation.triggers {
                guard case .event(let name, let subject) = trigger.kind, let followed = RitualistEvent(rawValue: name),
                    let reverse = fired.first(where: { fired in
                        reversals[followed]?.contains(fired.event) == true
                            && (subject == nil || fired.habit == nil
                                || fired.habit?.lowercased() == subject?.lowercased())
                    })
                else { continue }
                warnings.append(
                    Diagnostic(
                        location: trigger.location, severity: .warning,
                        message: "\(automation.name) can fire '\(reverse.event.rawValue)', which reverses the "
                            + "'\(name)' it follows; with an automation that reverses it back, here or on a machine "
                            + "that syncs with this one, each starts the other until a chain stops at depth "
                            + "\(TriggerDepth.limit)",
                        sourceLine: nil))
            }
        }
        return warnings
    }
}
