/// A user intent that logs one glass of water, as docs/guide/automations.md declares it; `valueType` and `tail`
/// make it broken on purpose.
enum HydrateDeclaration {
    static func text(valueType: String = "number", tail: String = "") -> String {
        """
        version: 1
        intent: Hydrate
        title: Hydrate
        summary: One glass.
        parameters:
          habit: {type: habit, default: Water}
          value: {type: \(valueType), default: "1"}
        perform: habits.log
        """ + tail
    }
}
