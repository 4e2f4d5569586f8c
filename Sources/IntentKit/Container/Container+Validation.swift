extension Container {
    /// Walks the declared needs from `roots` without building anything, and returns every missing
    /// registration and every cycle (each once, with its full path).
    package func validate(roots: [AnyKey]) -> [ContainerError] {
        var problems: [ContainerError] = []
        var finished: Set<AnyKey> = []
        var reportedMissing: Set<AnyKey> = []
        for root in roots {
            visit(root, path: [], finished: &finished, reportedMissing: &reportedMissing, problems: &problems)
        }
        return problems
    }

    private func visit(
        _ key: AnyKey, path: [AnyKey], finished: inout Set<AnyKey>, reportedMissing: inout Set<AnyKey>,
        problems: inout [ContainerError]
    ) {
        if let start = path.firstIndex(of: key) {
            problems.append(.cycle(path: Array(path[start...]) + [key]))
            return
        }
        guard !finished.contains(key) else { return }
        guard let registration = registrations[key.name] else {
            if reportedMissing.insert(key).inserted {
                problems.append(.missingRegistration(key: key, requiredBy: path))
            }
            return
        }
        for need in registration.needs {
            visit(need, path: path + [key], finished: &finished, reportedMissing: &reportedMissing, problems: &problems)
        }
        finished.insert(key)
    }
}
