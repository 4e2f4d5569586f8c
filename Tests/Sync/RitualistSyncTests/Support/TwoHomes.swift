import RitualistCore

/// Two machines and a server in memory, the habits `shared` made on the laptop and synced to both before a test
/// lets them change offline and meet again.
struct TwoHomes {
    let server = MemoryServer()
    let laptop: SyncHome
    let desktop: SyncHome

    init(sharing shared: [HabitDraft] = [Drafts.stretch, Drafts.water]) throws {
        laptop = try .laptop()
        desktop = try .desktop()
        for draft in shared { try laptop.add(draft) }
        try server.sync(laptop, desktop)
    }
}

/// A suite whose tests run on `TwoHomes`, reached by their names.
protocol TwoHomesSuite {
    var homes: TwoHomes { get }
}

extension TwoHomesSuite {
    var server: MemoryServer { homes.server }
    var laptop: SyncHome { homes.laptop }
    var desktop: SyncHome { homes.desktop }
}
