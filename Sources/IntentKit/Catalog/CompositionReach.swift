/// How far each composition of a catalog reaches: how deep its chain of compositions goes, and how many steps one
/// run of it may run, counting those of the compositions it runs (every step, whatever its condition).
///
/// Measured once for the whole catalog, each composition once, without recursion: a chain of thousands of files
/// costs a loop, never the stack. A composition on a cycle counts the one it came from as nothing (the cycle is
/// refused on its own).
struct CompositionReach {
    struct Size {
        /// The compositions of the longest chain of steps, this one included.
        var depth: Int
        /// The steps one run may run, saturating at `Int.max`.
        var steps: Int
        /// Whether a cycle of compositions is reachable from this one, so only those are searched for one.
        var reachesCycle = false
    }

    let catalog: Catalog
    private var sizes: [String: Size] = [:]

    init(_ catalog: Catalog) {
        self.catalog = catalog
        for composition in catalog.declarations where composition.steps != nil { measure(composition) }
    }

    func size(of composition: IntentDeclaration) -> Size {
        sizes[composition.name.lowercased()] ?? Size(depth: 0, steps: 0)
    }

    /// The composition `step` runs, when it runs one.
    func callee(of step: Step) -> IntentDeclaration? {
        guard case .intent(let name) = step.target, let intent = catalog.declaration(named: name),
            intent.steps != nil
        else { return nil }
        return intent
    }

    /// The steps `step` adds to its composition's run: itself and every step of the composition it runs; a `stop`
    /// runs nothing.
    func steps(of step: Step) -> Int {
        if case .stop = step.target { return 0 }
        guard let callee = callee(of: step) else { return 1 }
        return size(of: callee).steps.saturatingAdding(1)
    }

    /// Measures `root` and what it calls, callees before callers, on a stack of its own.
    private mutating func measure(_ root: IntentDeclaration) {
        guard sizes[root.name.lowercased()] == nil else { return }
        var open: Set<String> = [root.name.lowercased()]
        var stack: [(composition: IntentDeclaration, next: Int)] = [(root, 0)]
        while let (composition, next) = stack.last {
            let steps = composition.steps ?? []
            if next < steps.count {
                stack[stack.count - 1].next += 1
                if let callee = callee(of: steps[next]), sizes[callee.name.lowercased()] == nil,
                    open.insert(callee.name.lowercased()).inserted
                {
                    stack.append((callee, 0))
                }
                continue
            }
            stack.removeLast()
            var size = Size(depth: 1, steps: 0)
            for step in steps {
                size.steps = size.steps.saturatingAdding(self.steps(of: step))
                guard let callee = callee(of: step) else { continue }
                size.depth = max(size.depth, self.size(of: callee).depth + 1)
                // A callee not measured yet is still on the stack: the step closes a cycle.
                size.reachesCycle = size.reachesCycle || (sizes[callee.name.lowercased()]?.reachesCycle ?? true)
            }
            sizes[composition.name.lowercased()] = size
        }
    }
}

extension Int {
    fileprivate func saturatingAdding(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }
}
