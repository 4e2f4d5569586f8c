/// The fixed parts of the HTML calendar: its CSS (colours come from the palette's variables),
/// the legend, and the script that shows a day's habits.
enum HTMLCalendarAssets {
    static let css = """
        * { box-sizing: border-box; }
        body { margin: 0; padding: 24px; background: var(--bg); color: var(--text);
          font: 14px/1.4 -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; }
        .calendar { --cell: 12px; --gap: 3px; max-width: max-content; }
        header p { margin: 0; }
        .subject, .longest, .legend, .months, .weekdays { color: var(--secondary); }
        .subject { font-size: 13px; }
        .counter { display: flex; align-items: center; gap: 8px; margin: 6px 0 2px; }
        .number { font-size: 28px; font-weight: 700; }
        .flame { width: 28px; height: 28px; fill: var(--flame); }
        .risk { color: var(--risk); font-size: 13px; }
        .scroller { overflow-x: auto; padding: 16px 4px 4px; }
        .heatmap { display: grid; grid-template-columns: auto auto; grid-template-areas: ". months" "weekdays days";
          gap: 4px 6px; width: max-content; }
        .months { grid-area: months; display: grid; grid-template-columns: repeat(var(--columns), var(--cell));
          column-gap: var(--gap); font-size: 11px; line-height: 1; }
        .months span { white-space: nowrap; }
        .weekdays { grid-area: weekdays; display: grid; grid-template-rows: repeat(7, var(--cell)); row-gap: var(--gap);
          font-size: 10px; line-height: var(--cell); }
        .days { grid-area: days; display: grid; grid-template-rows: repeat(7, var(--cell)); grid-auto-flow: column;
          grid-auto-columns: var(--cell); gap: var(--gap); }
        .day { width: var(--cell); height: var(--cell); padding: 0; margin: 0; border: 1px solid transparent;
          border-radius: 2px; background: transparent; cursor: pointer; }
        .day.pad { cursor: default; }
        .none { background: var(--none); border-color: var(--none-line); }
        .l0 { background: var(--l0); border-color: var(--l0-line); }
        .l1 { background: var(--l1); border-color: var(--l1-line); }
        .l2 { background: var(--l2); border-color: var(--l2-line); }
        .l3 { background: var(--l3); border-color: var(--l3-line); }
        .day:focus-visible, .day.selected { outline: 2px solid var(--focus); outline-offset: 1px; }
        .legend { display: flex; justify-content: space-between; gap: 24px; font-size: 12px; margin: 8px 4px 0;
          padding-left: 20px; }
        .legend span { display: inline-flex; align-items: center; gap: 4px; }
        .legend .day { display: inline-block; cursor: default; }
        .details { margin-top: 16px; padding: 12px 16px; border: 1px solid var(--l0-line); border-radius: 6px;
          min-height: 4.5em; }
        .details-title { margin: 0 0 4px; font-weight: 600; }
        .details-habits { margin: 0; padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 4px 16px; }
        .details-habits li::before { content: "✓ "; color: var(--l2); font-weight: 700; }
        .details-habits li.nothing { color: var(--secondary); }
        .details-habits li.nothing::before { content: none; }
        """

    /// `Future, or before the first habit` on the left; `Less ■ ■ ■ ■ More` on the right.
    static let legend = """
        <div class="legend" aria-hidden="true">
        <span><i class="day none"></i> Future, or before the first habit</span>
        <span>Less <i class="day l0"></i><i class="day l1"></i><i class="day l2"></i><i class="day l3"></i> More</span>
        </div>
        """

    /// One tab stop for the whole grid (a roving tabindex): arrows move by a day (up, down) or a
    /// week (left, right); focus or a click shows the day's habits below the grid.
    package static let script = """
        (() => {
          const days = Array.from(document.querySelectorAll("button.day"));
          const title = document.querySelector(".details-title");
          const list = document.querySelector(".details-habits");
          let current = Math.max(0, days.findIndex((day) => day.tabIndex === 0));
          // A link to `calendar.html#2025-11-05` opens on that day.
          const linked = days.findIndex((day) => "#" + day.dataset.date === location.hash);
          function show(index, focus) {
            if (index < 0 || index >= days.length) return;
            days[current].tabIndex = -1;
            days[current].classList.remove("selected");
            current = index;
            const day = days[index];
            day.tabIndex = 0;
            day.classList.add("selected");
            if (focus) day.focus();
            title.textContent = day.getAttribute("aria-label");
            const done = day.dataset.done === undefined ? null : JSON.parse(day.dataset.done);
            list.replaceChildren(...(done ?? []).map((name) => {
              const item = document.createElement("li");
              item.textContent = name;
              return item;
            }));
            if (done && done.length === 0) {
              const item = document.createElement("li");
              item.className = "nothing";
              item.textContent = "No habits done.";
              list.append(item);
            }
          }
          days.forEach((day, index) => {
            day.addEventListener("click", () => show(index, false));
            day.addEventListener("focus", () => show(index, false));
          });
          const steps = { ArrowUp: -1, ArrowDown: 1, ArrowLeft: -7, ArrowRight: 7 };
          document.querySelector(".days").addEventListener("keydown", (event) => {
            let target = current + (steps[event.key] ?? NaN);
            if (event.key === "Home") target = 0;
            if (event.key === "End") target = days.length - 1;
            if (Number.isNaN(target)) return;
            event.preventDefault();
            show(target, true);
          });
          show(linked >= 0 ? linked : current, false);
          const scroller = document.querySelector(".scroller");
          scroller.scrollLeft = scroller.scrollWidth;
        })();
        """
}
