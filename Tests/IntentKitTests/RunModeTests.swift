import Dispatch
import IntentKit
import IntentKitTesting
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Two runs of one composition overlapping in two threads that share a locks folder, as two processes would.
@Suite struct RunModeTests {
    let locks = TemporaryDirectory()

    func runner(_ name: String, mode: String) -> Runner {
        let source = Declarations.source(
            "version: 1\nintent: \(name)\ntitle: T\nsummary: S\n\(mode)\nsteps:\n"
                + "  - {perform: counters.hold, with: {label: \(name)}}\n",
            path: "user/\(name).yaml", origin: .user)
        let base = makeRunner(extra: [source])
        return Runner(
            load: base.load, registry: base.registry, container: base.container, clock: base.clock, journal: nil,
            locks: locks.path)
    }

    /// Starts a run in another thread; the returned closure waits for its outcome (nil when it does not come).
    func start(_ runner: Runner, _ name: String) -> @Sendable () -> Outcome? {
        let result = Mutex<Outcome?>(nil)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let outcome = runner.run(name, arguments: RawArguments(pairs: []))
            result.withLock { $0 = outcome }
            done.signal()
        }
        return {
            guard Waiting.signalled(done) else { return nil }
            return result.withLock { $0 }
        }
    }

    /// Whether another run holds `file` in the locks folder.
    func isHeld(_ file: String) -> Bool {
        let descriptor = open(locks.path + "/" + file, O_RDWR | O_CREAT, 0o600)
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return true }
        flock(descriptor, LOCK_UN)
        return false
    }

    @Test func singleDropsARunWhileAnotherIsInProgressAndLetsTheNextOneIn() {
        let runner = runner("HoldSingle", mode: "mode: single")
        let latch = Holds.latch("HoldSingle")
        let first = start(runner, "HoldSingle")
        #expect(Waiting.signalled(latch.entered))
        let dropped = runner.run("HoldSingle", arguments: RawArguments(pairs: []))
        #expect(dropped.failure?.caseName == "alreadyRunning")
        #expect(dropped.failure?.message == "'HoldSingle' is already running; this run was dropped (mode: single).")
        #expect(dropped.failure?.category == .unavailable)
        latch.release.signal()
        #expect(first()?.ok == true)
        latch.release.signal()
        #expect(runner.run("HoldSingle", arguments: RawArguments(pairs: [])).ok)
    }

    @Test func queuedRunsWaitTheirTurnUpToMax() {
        let runner = runner("HoldQueued", mode: "mode: queued\nmax: 1")
        let latch = Holds.latch("HoldQueued")
        let first = start(runner, "HoldQueued")
        #expect(Waiting.signalled(latch.entered))
        let second = start(runner, "HoldQueued")
        #expect(Waiting.until { isHeld("holdqueued.wait.0.lock") })
        let dropped = runner.run("HoldQueued", arguments: RawArguments(pairs: []))
        #expect(dropped.failure?.caseName == "alreadyRunning")
        #expect(
            dropped.failure?.message
                == "'HoldQueued' already has 1 run waiting; this run was dropped (mode: queued, max: 1).")
        latch.release.signal()
        #expect(first()?.ok == true)
        #expect(Waiting.signalled(latch.entered))
        latch.release.signal()
        #expect(second()?.ok == true)
    }

    @Test func parallelRunsUpToMaxAtOnce() {
        let runner = runner("HoldParallel", mode: "mode: parallel\nmax: 2")
        let latch = Holds.latch("HoldParallel")
        let first = start(runner, "HoldParallel")
        let second = start(runner, "HoldParallel")
        #expect(Waiting.signalled(latch.entered))
        #expect(Waiting.signalled(latch.entered))
        let dropped = runner.run("HoldParallel", arguments: RawArguments(pairs: []))
        #expect(dropped.failure?.caseName == "alreadyRunning")
        #expect(
            dropped.failure?.message
                == "'HoldParallel' is already running 2 times; this run was dropped (mode: parallel, max: 2).")
        latch.release.signal()
        latch.release.signal()
        #expect(first()?.ok == true)
        #expect(second()?.ok == true)
    }

    @Test(arguments: [
        ("mode: sequential", "6:7: unknown mode 'sequential' (expected one of: single, queued, parallel)."),
        ("mode: single\nmax: 3", "7:6: 'max' belongs to mode queued or parallel; a single run has no other"),
        ("mode: queued\nmax: 0", "7:6: invalid value '0' for 'max' (expected an integer from 1 to 1000)"),
    ])
    func aBadModeIsReportedWhereItIsWritten(mode: String, message: String) {
        let source = Declarations.source(
            "version: 1\nintent: Bad\ntitle: T\nsummary: S\n\n\(mode)\nsteps:\n  - run: Refuse\n",
            path: "user/Bad.yaml", origin: .user)
        let load = makeRunner(extra: [source]).load
        #expect(load.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" } == [message])
    }

    @Test func aModeBelongsToACompositionOnly() {
        let source = Declarations.source(
            "version: 1\nintent: Bad\ntitle: T\nsummary: S\nperform: counters.echo\nmode: queued\n",
            path: "user/Bad.yaml", origin: .user)
        #expect(
            makeRunner(extra: [source]).load.diagnostics.map(\.header) == [
                "user/Bad.yaml:6:7: error: 'mode' and 'max' belong to a composition (a declaration with 'steps')"
            ])
    }
}
