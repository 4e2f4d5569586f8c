import IntentKit
import IntentKitTesting
import Testing

/// An action's parameters are one contract: declared once, checked against declarations, read through.
@Suite struct ActionContractTests {
    static func declaration(_ name: String, action: String, mode: String) -> DeclarationSource {
        Declarations.source(
            """
            version: 1
            intent: \(name)
            title: T
            summary: S.
            parameters:
              counter:
                type: counter
                required: true
              mode:
                type: enum
                values: [\(mode)]
            perform: \(action)
            """, path: "intents/\(name).yaml")
    }

    @Test func anEnumValueTheActionDoesNotAcceptIsADiagnosticAtLoadTime() {
        let registry = PluginRegistry.counters
        let load = CatalogLoader(parser: DeclarationParser(vocabulary: registry.vocabulary))
            .load([Self.declaration("Tally", action: "counters.add", mode: "add, replace")])
        #expect(
            load.diagnostics.map(\.description).first?.components(separatedBy: "\n").first
                == "intents/Tally.yaml:9:3: error: value 'replace' of parameter 'mode' is not one action "
                + "'counters.add' accepts (expected one of: add, set)")
        #expect(load.catalog.declaration(named: "Tally") == nil)
    }

    @Test func aNarrowerSetOfEnumValuesIsAccepted() {
        let registry = PluginRegistry.counters
        let load = CatalogLoader(parser: DeclarationParser(vocabulary: registry.vocabulary))
            .load([Self.declaration("Tally", action: "counters.add", mode: "set")])
        #expect(load.isClean)
    }

    @Test(arguments: [("add", "add 1 to Squats"), ("set", "set 1 to Squats")])
    func anActionReadsAnEnumAsItsOwnType(mode: String, result: String) throws {
        let runner = makeRunner(extra: [Self.declaration("Tally", action: "counters.add", mode: "add, set")])
        let outcome = runner.run("Tally", arguments: try RawArguments(words: ["counter=sq", "mode=\(mode)"]))
        #expect(outcome.json["result"] == .string(result))
    }

    @Test func readingAParameterTheActionDidNotListIsAWiringError() throws {
        let sneaky = Declarations.source(
            """
            version: 1
            intent: Sneak
            title: T
            summary: S.
            parameters:
              counter:
                type: counter
                required: true
            perform: counters.sneaky
            """, path: "intents/Sneak.yaml")
        let outcome = makeRunner(extra: [sneaky]).run("Sneak", arguments: try RawArguments(words: ["counter=sq"]))
        #expect(outcome.failure?.caseName == "undeclaredParameter")
        #expect(
            outcome.failure?.message
                == "Action 'counters.sneaky' read parameter 'label', which it did not list when it registered. "
                + "Add the parameter to the action's registration.")
        #expect(outcome.failure?.category == .internal)
    }

    @Test func aServiceKeyRegisteredTwiceIsAWiringErrorAndKeepsTheFirstFactory() throws {
        struct Twice: Plugin {
            let name = "twice"
            static let key = Key<String>("twice.value")
            func register(in registry: inout PluginRegistry) {
                registry.services.register(Self.key, value: "first")
                registry.services.register(Self.key, value: "second")
            }
        }
        let registry = PluginRegistry(plugins: [Twice()])
        #expect(registry.services.duplicates == [Twice.key.erased])
        #expect(registry.conflicts == ["service 'twice.value'"])
        let container = Container(registry.services)
        #expect(try container.resolve(Twice.key) == "first")
        let problems = WiringCheck(registry: registry, container: container).problems(in: Catalog([]))
        #expect(problems.map(\.description) == ["registered twice: service 'twice.value'"])
    }

    @Test func anOverrideReplacesAFactoryWithoutBeingADuplicate() throws {
        var builder = ContainerBuilder()
        builder.register(Key<String>("value"), value: "real")
        let container = Container(builder).overriding { $0.register(Key<String>("value"), value: "fake") }
        #expect(try container.resolve(Key<String>("value")) == "fake")
    }
}
