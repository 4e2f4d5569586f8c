import Foundation
import PostgresNIO
import RitualistSyncServer

extension TestServer {
    /// The id of every row of `database`'s `ritualist.entries`, in the server's order (an id held twice, twice).
    static func entryIDs(database: String) async throws -> [String] {
        let server = try await ServerConnection.open(try adminSettings(database: database))
        do {
            let rows = try await server.connection.query(
                "SELECT id FROM ritualist.entries ORDER BY seq", logger: server.logger)
            var ids: [String] = []
            for try await id in rows.decode(UUID.self) { ids.append(id.uuidString.lowercased()) }
            await server.close()
            return ids
        } catch {
            await server.close()
            throw error
        }
    }

    /// `SELECT count(*), count(DISTINCT id)` of `database`'s `ritualist.entries`.
    static func entryCounts(database: String) async throws -> (rows: Int, distinct: Int) {
        let server = try await ServerConnection.open(try adminSettings(database: database))
        do {
            let rows = try await server.connection.query(
                "SELECT count(*), count(DISTINCT id) FROM ritualist.entries", logger: server.logger)
            var counts = (rows: -1, distinct: -1)
            for try await (all, distinct) in rows.decode((Int64, Int64).self) {
                counts = (Int(all), Int(distinct))
            }
            await server.close()
            return counts
        } catch {
            await server.close()
            throw error
        }
    }
}
