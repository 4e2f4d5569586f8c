import IntentKit
import RitualistCore

/// What PreviousDay, NextDay and Today return.
package struct NavigationOutput: ActionOutput {
    package let step: NavigationStep
    package let navigator: DayNavigator

    package var json: JSONValue {
        .object([
            ("date", .string(step.selected.iso)),
            ("changed", .bool(step.changed)),
            ("isToday", .bool(step.selected == navigator.today)),
            ("canGoBack", .bool(navigator.canGoBack(step.selected))),
            ("canGoForward", .bool(navigator.canGoForward(step.selected))),
        ])
    }

    package var text: String {
        let day = step.selected.iso + (step.selected == navigator.today ? " (today)" : "")
        if step.changed { return "Selected \(day)." }
        return "Still on \(day)" + (navigator.canGoBack(step.selected) ? "." : ", the earliest day the widget shows.")
    }
}

extension NavigationOutput {
    /// What `json` holds.
    package static var resultShape: ResultShape {
        .object([
            "date": .date, "changed": .boolean, "isToday": .boolean, "canGoBack": .boolean, "canGoForward": .boolean,
        ])
    }
}
