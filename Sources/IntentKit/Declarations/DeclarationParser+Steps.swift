import Yams

extension DeclarationParser {
    static let stepKeys = ["id", "run", "perform", "stop", "error", "with", "if", "continue_on_error"]
    /// Words written for a step's keys: `intent` names the file's own intent at its top, `run` a step's.
    static let stepKeysMeant = ["intent": "run", "call": "run", "action": "perform", "params": "with", "when": "if"]

    /// What a step's templates and condition may name: the composition's parameters and the steps' ids.
    struct StepNames {
        let parameters: [String]
        let steps: [String]
        var earlier: [String] = []
    }

    /// `steps:` — a composition's steps, nil when there is no list to read. A broken step is kept as far as it
    /// reads (its problems are reported), so that `check` can still look at what it runs.
    func readSteps(_ node: Node, parameters: [String], _ reader: inout NodeReader) -> [Step]? {
        guard let items = reader.sequence(node, key: "steps") else { return nil }
        guard !items.isEmpty else {
            reader.error(at: node, "'steps' must list at least one step")
            return nil
        }
        let ids = items.compactMap { item -> String? in
            guard case .mapping(let mapping) = item else { return nil }
            return mapping["id"]?.string
        }
        var names = StepNames(parameters: parameters, steps: ids)
        var steps: [Step] = []
        for item in items {
            let step = readStep(item, names: names, &reader)
            if let step { steps.append(step) }
            if let id = step?.id {
                if names.earlier.contains(id), case .mapping(let mapping) = item, let idNode = mapping["id"] {
                    reader.error(at: idNode, "step id '\(id)' is used twice; give each step its own id")
                }
                names.earlier.append(id)
            }
        }
        return steps
    }

    /// The step as far as it reads; nil when its target or its `with:` cannot be read, since what it runs and
    /// with what are then unknown.
    private func readStep(_ node: Node, names: StepNames, _ reader: inout NodeReader) -> Step? {
        guard let fields = reader.mapping(node, what: "a step", allowed: Self.stepKeys, meant: Self.stepKeysMeant)
        else { return nil }
        let id = fields["id"].flatMap { readStepID($0, &reader) }
        let target = readTarget(fields, in: node, names: names, &reader)
        var arguments: [Step.Argument] = []
        var argumentsRead = true
        if let withNode = fields["with"] {
            let entries = reader.mapping(withNode, what: "'with'", allowed: nil)?.entries
            argumentsRead = entries != nil
            for entry in entries ?? [] {
                // A value that does not read still names a parameter given, so it is not reported missing too.
                let text = reader.scalar(entry.value, key: entry.key)
                let template = text.flatMap { parse($0, at: entry.value, names: names, &reader) } ?? .text([])
                arguments.append(
                    Step.Argument(
                        name: entry.key, value: template, location: reader.document.location(of: entry.keyNode),
                        valueLocation: reader.document.location(of: entry.value)))
            }
        }
        var condition: Condition?
        var conditionText: String?
        if let ifNode = fields["if"], let text = reader.scalar(ifNode, key: "if") {
            conditionText = text
            do {
                let parsed = try Condition.parse(text)
                checkReferences(parsed.references, at: ifNode, names: names, &reader)
                condition = parsed
            } catch {
                reader.error(at: ifNode, "invalid condition '\(text.clipped())': \(error)")
            }
        }
        let continueOnError = fields["continue_on_error"].flatMap { reader.boolean($0, key: "continue_on_error") }
        guard let target, argumentsRead else { return nil }
        return Step(
            id: id, target: target.target, arguments: arguments, condition: condition, conditionText: conditionText,
            conditionLocation: fields["if"].map { reader.document.location(of: $0) },
            continueOnError: continueOnError ?? false, location: reader.document.location(of: target.node))
    }

    private func readStepID(_ node: Node, _ reader: inout NodeReader) -> String? {
        guard let text = reader.scalar(node, key: "id") else { return nil }
        guard IntentName.isValid(text) else {
            reader.error(
                at: node,
                "invalid step id '\(text.clipped())' (expected a letter followed by letters, digits, '-' or '_')")
            return nil
        }
        return text
    }

    private func readTarget(
        _ fields: NodeReader.Fields, in node: Node, names: StepNames, _ reader: inout NodeReader
    ) -> (target: Step.Target, node: Node)? {
        let written = fields.entries.filter { ["run", "perform", "stop"].contains($0.key) }
        if let errorNode = fields["error"], fields["stop"] == nil {
            reader.error(at: errorNode, "'error' belongs to a 'stop' step")
        }
        guard written.count == 1, let (key, _, value) = written.first else {
            if written.isEmpty {
                reader.error(at: node, "a step needs 'run: INTENT', 'perform: ACTION' or 'stop: MESSAGE'")
            } else {
                let keys = written.map { "'\($0.key)'" }.joinedText(separator: " and ")
                reader.error(at: written[1].keyNode, "a step has both \(keys); keep one")
            }
            return nil
        }
        guard let text = reader.requiredString(value, key: key, in: node) else { return nil }
        switch key {
        case "run": return (.intent(text), value)
        case "perform": return (.action(text), value)
        default:
            if let withNode = fields["with"] { reader.error(at: withNode, "a 'stop' step takes no 'with'") }
            let isError = fields["error"].flatMap { reader.boolean($0, key: "error") } ?? false
            return parse(text, at: value, names: names, &reader).map { (.stop(message: $0, isError: isError), value) }
        }
    }

    private func parse(_ text: String, at node: Node, names: StepNames, _ reader: inout NodeReader) -> Template? {
        guard text.utf8.count <= Template.maximumRenderedSize else {
            reader.error(
                at: node,
                "value is \(text.utf8.count) bytes, more than the \(Template.maximumRenderedSize) one value may hold")
            return nil
        }
        do {
            let template = try Template.parse(text)
            checkReferences(template.references, at: node, names: names, &reader)
            return template
        } catch {
            reader.error(at: node, "invalid template: \(error)")
            return nil
        }
    }

    private func checkReferences(_ references: [Reference], at node: Node, names: StepNames, _ reader: inout NodeReader)
    {
        for reference in references {
            switch reference {
            case .parameter(let name) where !names.parameters.contains(name):
                let list = names.parameters.isEmpty ? "it declares none" : names.parameters.joinedText(separator: ", ")
                reader.error(
                    at: node,
                    "'\(name)' is not a parameter of this composition (\(list))."
                        + Suggestion.hint(for: name, in: names.parameters))
            case .parameter, .event: continue
            case .stepOK(let id), .stepError(let id), .stepResult(let id, _):
                if !names.steps.contains(id) {
                    let list =
                        names.steps.isEmpty ? "no step has an id" : "ids: " + names.steps.joinedText(separator: ", ")
                    reader.error(
                        at: node,
                        "'\(reference)' names unknown step '\(id)' (\(list))."
                            + Suggestion.hint(for: id, in: names.steps))
                } else if !names.earlier.contains(id) {
                    reader.error(
                        at: node,
                        "'\(reference)' reads step '\(id)', which has not run yet; a step reads only earlier steps")
                }
            }
        }
    }
}

extension DeclarationParser {
    /// `mode:` and `max:` — how a composition runs while another run of it is in progress.
    func readRunMode(_ fields: NodeReader.Fields, _ reader: inout NodeReader) -> RunMode? {
        let modeNode = fields["mode"]
        let maxNode = fields["max"]
        if fields["steps"] == nil {
            for entry in fields.entries where entry.key == "mode" || entry.key == "max" {
                reader.error(at: entry.value, "'mode' and 'max' belong to a composition (a declaration with 'steps')")
            }
            return .single
        }
        var name = "single"
        if let modeNode, let text = reader.scalar(modeNode, key: "mode") {
            guard RunMode.names.contains(text) else {
                reader.error(
                    at: modeNode,
                    "unknown mode '\(text.clipped())' (expected one of: \(RunMode.names.joinedText(separator: ", ")))."
                        + Suggestion.hint(for: text, in: RunMode.names))
                return nil
            }
            name = text
        }
        var max = RunMode.defaultMax
        if let maxNode, let text = reader.scalar(maxNode, key: "max") {
            guard name != "single" else {
                reader.error(at: maxNode, "'max' belongs to mode queued or parallel; a single run has no other")
                return nil
            }
            guard let value = Int(text), value >= 1, value <= 1000 else {
                reader.error(
                    at: maxNode, "invalid value '\(text.clipped())' for 'max' (expected an integer from 1 to 1000)")
                return nil
            }
            max = value
        }
        switch name {
        case "queued": return .queued(max: max)
        case "parallel": return .parallel(max: max)
        default: return .single
        }
    }
}
