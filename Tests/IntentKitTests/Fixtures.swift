import Dispatch
import IntentKit
import IntentKitTesting
import Synchronization

/// A small plugin for exercising the framework: a counter service, an entity type and a date word.
struct CounterPlugin: Plugin {
    let name = "counters"

    final class Book: Sendable {
        let names: [String]
        init(names: [String]) { self.names = names }
    }

    static let book = Key<Book>("counters.book")

    enum Mode: String, CaseIterable, Sendable {
        case add, set
    }

    static let counter = Parameter<EntityReference>.entity("counter", type: "counter", required: true)
    static let by = Parameter<Int>.integer("by")
    static let mode = Parameter<Mode>.enumeration("mode")
    static let label = Parameter<String>.string("label")

    func register(in registry: inout PluginRegistry) {
        registry.services.register(Self.book, scope: .process) { _ in Book(names: ["Pushups", "Pullups", "Squats"]) }
        registry.entityType("counter", needs: [Self.book.erased]) { resolver in
            try resolver.resolve(Self.book).names.enumerated().map {
                EntityCandidate(id: "c\($0.offset)", name: $0.element)
            }
        }
        registry.dateWord("payday") { _ in CalendarDate.iso("2025-11-28") }
        registry.event("added", subject: "counter")
        registry.event("reset")
        registry.action("counters.echo") { context in
            ActionResult(json: context.parameters.json, text: "echo")
        }
        registry.action("counters.add", parameters: [Self.counter, Self.by, Self.mode]) { context in
            let counter = try context.require(Self.counter)
            let mode = try context.value(Self.mode) ?? .add
            let by = try context.value(Self.by) ?? 1
            return ActionResult(json: .string("\(mode.rawValue) \(by) to \(counter.name)"), text: "added")
        }
        registry.action("counters.sneaky", parameters: [Self.counter]) { context in
            ActionResult(json: .string(try context.value(Self.label) ?? "none"), text: "read an undeclared parameter")
        }
        registry.action("counters.hold", parameters: [Self.label]) { context in
            let latch = Holds.latch(try context.value(Self.label) ?? "")
            latch.entered.signal()
            // A test that never lets go fails here rather than hanging.
            guard Waiting.signalled(latch.release) else { throw Refusal.notToday }
            return ActionResult(json: .null, text: "held")
        }
        registry.action("counters.refuse") { _ -> ActionResult in throw Refusal.notToday }
    }

    enum Refusal: IntentFailure {
        case notToday
        var caseName: String { "notToday" }
        var message: String { "Not today." }
        var category: FailureCategory { .rejected }
    }
}

enum Declarations {
    static let echo = """
        version: 1
        intent: Echo
        title: Echo
        summary: Returns its parameters.
        parameters:
          counter:
            type: counter
            required: true
          count:
            type: integer
            min: 1
            max: 100
            default: "10"
          when:
            type: date
            default: today
          mode:
            type: enum
            values: [add, set]
            default: add
        perform: counters.echo
        """

    static let refuse = """
        version: 1
        intent: Refuse
        title: Refuse
        summary: Always refuses.
        perform: counters.refuse
        """

    static func source(_ text: String, path: String = "intents/Test.yaml", origin: DeclarationSource.Origin = .builtin)
        -> DeclarationSource
    {
        DeclarationSource(path: path, text: text, origin: origin)
    }
}

extension PluginRegistry {
    static let counters = PluginRegistry(plugins: [CounterPlugin()])
}

/// A runner of the counters plugin, `Echo`, `Refuse` and `extra`, loaded within `limits`.
func makeRunner(
    journal: Journal? = nil, extra: [DeclarationSource] = [], loadingWithin limits: DeclarationLimits = .standard
) -> Runner {
    let registry = PluginRegistry.counters
    let loader = CatalogLoader(parser: DeclarationParser(vocabulary: registry.vocabulary, limits: limits))
    let load = loader.load(
        [
            Declarations.source(Declarations.echo, path: "intents/Echo.yaml"),
            Declarations.source(Declarations.refuse, path: "intents/Refuse.yaml"),
        ] + extra)
    return Runner(
        load: load, registry: registry, container: Container(registry.services),
        clock: .pinned(at: "2025-11-08T12:00:00Z"), journal: journal)
}

/// Latches a test opens from outside: the `counters.hold` action signals that it entered and waits to be let go,
/// so that two runs can overlap for as long as a test needs, without sleeping.
enum Holds {
    final class Latch: Sendable {
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
    }

    private static let latches = Mutex<[String: Latch]>([:])

    static func latch(_ name: String) -> Latch {
        latches.withLock { latches in
            if let latch = latches[name] { return latch }
            let latch = Latch()
            latches[name] = latch
            return latch
        }
    }
}
