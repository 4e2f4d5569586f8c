import Foundation
import PostgresNIO
import RitualistSync
import RitualistSyncServer
import Testing

/// Nothing another role can create runs in a session of ritual-sync: every session's `search_path` is pinned, so
/// the operators and functions a role plants in `public` are never found.
@Suite(.enabled(if: TestServer.available, TestServer.skipReason))
struct SearchPathTests {
    /// What the hostile role plants: each records, in `public.stolen`, the role it ran as, then does what the
    /// built-in would, so nothing else shows it ran. Each matches more closely than pg_catalog's own for what a
    /// push or a pull might write: a `name` concatenated to a literal, an array of uuids unnested, a text measured.
    static func traps(_ hostile: String) -> [String] {
        [
            "CREATE TABLE public.stolen (who name, what text)",
            "GRANT INSERT ON public.stolen TO PUBLIC",
            """
            CREATE FUNCTION public.trap_concat(name, name) RETURNS text LANGUAGE plpgsql AS $$
            BEGIN
                INSERT INTO public.stolen VALUES (current_user, '||');
                RETURN $1::text OPERATOR(pg_catalog.||) $2::text;
            END $$
            """,
            "CREATE OPERATOR public.|| (LEFTARG = name, RIGHTARG = name, FUNCTION = public.trap_concat)",
            """
            CREATE FUNCTION public.unnest(uuid[]) RETURNS SETOF uuid LANGUAGE plpgsql AS $$
            BEGIN
                INSERT INTO public.stolen VALUES (current_user, 'unnest');
                RETURN QUERY SELECT pg_catalog.unnest($1);
            END $$
            """,
            """
            CREATE FUNCTION public.octet_length(character varying) RETURNS integer LANGUAGE plpgsql AS $$
            BEGIN
                INSERT INTO public.stolen VALUES (current_user, 'octet_length');
                RETURN pg_catalog.octet_length($1);
            END $$
            """,
            """
            CREATE FUNCTION public.hashtext(name) RETURNS integer LANGUAGE plpgsql AS $$
            BEGIN
                INSERT INTO public.stolen VALUES (current_user, 'hashtext');
                RETURN pg_catalog.hashtext($1::text);
            END $$
            """,
            "GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public TO PUBLIC",
        ]
    }

    @Test func nothingARolePlantsInPublicRunsInAnothersPushOrPull() async throws {
        let shared = try await SharedServer.make()
        try await shared.run(as: shared.hostile, Self.traps(shared.hostile))
        let laptop = InMemoryLedger()
        let recorded = laptop.record(3)
        try await shared.sync(laptop, as: shared.victim)
        let desktop = InMemoryLedger()
        #expect(try await shared.sync(desktop, as: shared.victim).pulled == 3)
        #expect(desktop.state.withLock { $0.pulled.map(\.entry) } == recorded)

        let server = try await ServerConnection.open(try TestServer.adminSettings(database: shared.database))
        defer { Task { await server.close() } }
        let rows = try await server.connection.query(
            "SELECT who::text, what FROM public.stolen", logger: server.logger)
        var ran: [String] = []
        for try await (who, what) in rows.decode((String, String).self) { ran.append("\(what) as \(who)") }
        #expect(ran == [])
    }

    @Test func everySessionSearchesOnlyTheCatalogTheSyncSchemaAndItsOwnTemporaryTables() async throws {
        let shared = try await SharedServer.make()
        let server = try await ServerConnection.open(try shared.settings(shared.victim))
        defer { Task { await server.close() } }
        let rows = try await server.connection.query("SHOW search_path", logger: server.logger)
        var path = ""
        for try await value in rows.decode(String.self) { path = value }
        #expect(path == "pg_catalog, ritualist, pg_temp")
    }
}
