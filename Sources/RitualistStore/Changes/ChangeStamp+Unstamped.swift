import Foundation
import RitualistCore

extension ChangeStamp {
    /// The stamp of a store opened without one (tools, tests): the system clock and `unknownMachine`.
    package static let unstamped = ChangeStamp(clock: { Date() }, machine: { unknownMachine })
}
