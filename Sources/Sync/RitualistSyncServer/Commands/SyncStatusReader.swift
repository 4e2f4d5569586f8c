import RitualistCore
import RitualistSync

/// Reads the status: the settings must be valid (else a configuration failure); the machine's side and the
/// server's are each reported as they are, a failure of either included.
struct SyncStatusReader {
    let program: SyncProgram

    func read() async throws -> SyncStatus {
        let settings = try program.settings()
        let url = settings.url
        var status = SyncStatus(
            server: url.endpoint.description, database: url.database, role: url.user, sslMode: url.sslMode.rawValue,
            reachable: false)
        do {
            let local = try program.openLedger().status()
            status.machine = local.machine.text
            status.waiting = local.waiting
            status.cursor = local.cursor
            status.lastPush = local.lastPush
            status.lastPull = local.lastPull
            status.setAside = local.setAside
            status.settingsWaiting = local.settingsWaiting
        } catch {
            status.localProblem = SyncFailure(error).message
        }
        do {
            let server = try await ServerConnection.open(settings)
            defer { Task { await server.close() } }
            status.reachable = true
            try await ServerSchema.check(server)
            status.ready = true
            status.schema = ServerSchema.version
        } catch {
            let failure = SyncFailure(error)
            status.reason = failure.message
            status.reasonCase = failure.caseName
            status.reasonCategory = failure.category
        }
        return status
    }
}
