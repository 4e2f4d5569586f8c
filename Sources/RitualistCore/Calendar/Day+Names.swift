extension Day {
    static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// The English month name, such as `March`.
    package var monthName: String { Day.monthNames[month - 1] }

    /// The three-letter month name, such as `Mar`, for calendar labels.
    package var shortMonthName: String { String(monthName.prefix(3)) }

    /// The month and day as a person says it, such as `March 5`.
    package var spokenName: String { "\(monthName) \(dayOfMonth)" }
}
