import IntentKit
import RitualistApp

extension HotkeySettings {
    /// The hotkeys of the current console's home, checked.
    package static func bindings() throws -> [HotkeyBinding] {
        try bindings(runtime: Console.current.runtime())
    }
}
