/// What the program hosting the plugins tells them beyond the intent and its parameters: the dependencies their
/// actions are resolved with, the day the person has selected, and each plugin's timeout.
package struct PluginHost: Sendable {
    /// What an action of an external plugin needs resolved before it runs (what `selectedDay` and `timeout` read).
    package var needs: [AnyKey]
    /// The selected day of the run, sent as `context.selected`; nil for today.
    package var selectedDay: @Sendable (ActionContext) -> CalendarDate?
    /// The timeout of a run of the plugin named.
    package var timeout: @Sendable (ActionContext, _ plugin: String) -> Double

    package init(
        needs: [AnyKey], selectedDay: @escaping @Sendable (ActionContext) -> CalendarDate?,
        timeout: @escaping @Sendable (ActionContext, _ plugin: String) -> Double
    ) {
        self.needs = needs
        self.selectedDay = selectedDay
        self.timeout = timeout
    }

    /// A host with no day of its own (the selected day is today) and the default timeout.
    package static let plain = PluginHost(
        needs: [], selectedDay: { _ in nil }, timeout: { _, _ in PluginFolder.defaultTimeout })
}

/// An executable of the plugins folder, registered as one action per action its description lists.
package struct ExternalPlugin: Plugin {
    package let path: String
    package let description: PluginDescription
    package let environment: [String: String]
    package let host: PluginHost

    package var name: String { description.name }

    package func register(in registry: inout PluginRegistry) {
        for action in description.actions {
            registry.action(
                action.name, parameters: action.parameters,
                needs: host.needs, external: true,
                // A response holds exactly the fields the description lists (`PluginResponse`), of any value.
                result: .object(
                    Dictionary(action.result.map { ($0, .unknown) }, uniquingKeysWith: { first, _ in first }))
            ) { context in
                try perform(action, context: context)
            }
        }
    }

    private func perform(_ action: PluginDescription.Action, context: ActionContext) throws(PluginFailure)
        -> ActionResult
    {
        let request = request(action, context: context)
        let timeout = host.timeout(context, name)
        let finished: PluginProcess.Finished
        do {
            finished = try PluginProcess(path: path, timeout: timeout)
                .run("run", input: request.serialized(), environment: environment)
        } catch {
            throw PluginFailure(plugin: name, problem: error, stderr: "")
        }
        if let problem = finished.problem {
            throw PluginFailure(plugin: name, problem: problem, stderr: finished.stderrExcerpt)
        }
        do {
            return try PluginResponse.read(finished.stdout, action: action)
        } catch let failure as PluginFailure {
            throw failure
        } catch {
            let problem = (error as? PluginProblem) ?? .protocolBroken("\(error)")
            throw PluginFailure(plugin: name, problem: problem, stderr: finished.stderrExcerpt)
        }
    }

    private func request(_ action: PluginDescription.Action, context: ActionContext) -> JSONValue {
        let today = context.now.date
        let selected = host.selectedDay(context) ?? today
        let parameters = action.parameters.compactMap { parameter in
            context.parameters[parameter.name].map { (parameter.name, $0.json) }
        }
        return .object([
            ("protocol", .int(PluginDescription.protocolVersion)),
            ("action", .string(action.name)),
            ("parameters", .object(parameters)),
            (
                "context",
                .object([
                    ("intent", .string(context.intent.name)), ("today", .string(today.iso)),
                    ("selected", .string(selected.iso)), ("now", .string(context.now.iso)),
                    ("timeZone", .string(context.now.zoneIdentifier)),
                ])
            ),
        ])
    }
}
