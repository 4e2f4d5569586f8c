// The async command is run by hand: top-level code cannot use `@main`, and `main()` here would pick the synchronous
// overload.
do {
    let command = try RitualSync.parseAsRoot()
    if let sync = command as? RitualSync {
        try await sync.run()
    } else {
        var other = command
        try other.run()
    }
} catch {
    RitualSync.exit(withError: error)
}
