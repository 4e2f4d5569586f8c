extension PluginFolder.Entry {
    /// `{"name" (null when not usable), "path", "actions": [{"name", "summary", "parameters", "result"}],
    /// "problems"}`, as `ritual plugins --json` lists it.
    package var json: JSONValue {
        let actions = (description?.actions ?? []).map { action -> JSONValue in
            .object([
                ("name", .string(action.name)), ("summary", .string(action.summary)),
                ("parameters", .array(action.parameters.map { .string($0.name) })),
                ("result", .array(action.result.map(JSONValue.string))),
            ])
        }
        return .object([
            ("name", .optional(description?.name)), ("path", .string(path)), ("actions", .array(actions)),
            ("problems", .array(problems.map(JSONValue.string))),
        ])
    }
}
