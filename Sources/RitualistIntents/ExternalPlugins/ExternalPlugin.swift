import IntentKit
import RitualistCore

/// An executable of the plugins folder, registered as one action per action its description lists.
package struct ExternalPlugin: Plugin {
    package let path: String
    package let description: PluginDescription
    let environment: [String: String]

    package var name: String { description.name }

    package func register(in registry: inout PluginRegistry) {
        for action in description.actions {
            registry.action(
                action.name, parameters: action.parameters,
                needs: [Keys.habitStore.erased, Keys.now.erased, Keys.settings.erased], external: true,
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
        let settings = try? context.resolver.resolve(Keys.settings)
        let timeout = settings?.pluginTimeouts[name] ?? PluginFolder.defaultTimeout
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
        let selected =
            (try? WidgetQuery.selectedDay(
                store: context.resolver.resolve(Keys.habitStore), today: context.now.day
            ).calendarDate) ?? today
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
