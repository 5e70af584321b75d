module @skaic attributes {skainet.producer = "skaic 0.1.0-test", skainet.source = {"file" = "tiny \"model\".gguf", "sha256" = "abababababababababababababababababababababababababababababababab"}, skainet.tensor_layouts = {"blk.0.attn_q.weight" = {"block_axis" = 1 : i64, "block_bytes" = 34 : i64, "block_elems" = 32 : i64, "block_order" = "row_major", "dtype" = "f32", "encoding" = "Q8_0", "form" = "as_stored", "id" = "blk.0.attn_q.weight", "offset" = 0 : i64, "reason" = "no Q8_0 kernel in IREE: decoded in-graph", "residency" = "mapped", "shape" = [8, 96], "strides" = [3, 1]}, "blk.0.ffn \"odd\" name\\x" = {"block_axis" = 1 : i64, "block_bytes" = 144 : i64, "block_elems" = 256 : i64, "block_order" = "row_major", "dtype" = "f32", "encoding" = "Q4_K", "form" = "as_stored", "id" = "blk.0.ffn \"odd\" name\\x", "offset" = 0 : i64, "reason" = "no Q4_K kernel in IREE: decoded in-graph", "residency" = "mapped", "shape" = [6, 256], "strides" = [1, 1]}, "blk.1.ffn_down.weight" = {"block_axis" = 1 : i64, "block_bytes" = 18 : i64, "block_elems" = 32 : i64, "block_order" = "input_block_major", "dtype" = "f32", "encoding" = "Q4_0", "form" = "as_stored", "id" = "blk.1.ffn_down.weight", "offset" = 0 : i64, "reason" = "no Q4_0 kernel in IREE: decoded in-graph", "residency" = "mapped", "shape" = [8, 96], "strides" = [1, 8]}, "forward" = {"block_axis" = 1 : i64, "block_bytes" = 210 : i64, "block_elems" = 256 : i64, "block_order" = "row_major", "dtype" = "f32", "encoding" = "Q6_K", "form" = "as_stored", "id" = "forward", "offset" = 0 : i64, "reason" = "no Q6_K kernel in IREE: decoded in-graph", "residency" = "mapped", "shape" = [4, 256], "strides" = [1, 1]}, "output_norm.weight" = {"block_axis" = 0 : i64, "block_bytes" = 4 : i64, "block_elems" = 1 : i64, "block_order" = "row_major", "dtype" = "f32", "encoding" = "dense", "form" = "as_stored", "id" = "output_norm.weight", "offset" = 0 : i64, "reason" = "dense f32", "residency" = "mapped", "shape" = [96], "strides" = [1]}}} {
  util.global private @blk.0.attn_q.weight = #flow.parameter.named<"model"::"blk.0.attn_q.weight"> : tensor<8x102xi8>
  util.global private @blk.1.ffn_down.weight = #flow.parameter.named<"model"::"blk.1.ffn_down.weight"> : tensor<3x8x18xi8>
  util.global private @blk.0.ffn__odd__name_x = #flow.parameter.named<"model"::"blk.0.ffn \"odd\" name\\x"> : tensor<6x144xi8>
  util.global private @forward_1 = #flow.parameter.named<"model"::"forward"> : tensor<4x210xi8>
  util.global private @output_norm.weight = #flow.parameter.named<"model"::"output_norm.weight"> : tensor<96xf32>
  func.func @forward(%arg0: tensor<3x96xf32>, %arg1: tensor<4xi32>) -> (tensor<3x8xf32>, tensor<3x8xf32>, tensor<4x256xf32>, tensor<4x256xf32>) {
    %0 = util.global.load @output_norm.weight : tensor<96xf32>
    %1 = arith.constant 0.0 : f32
    %2 = tensor.empty() : tensor<3xf32>
    %3 = linalg.fill ins(%1 : f32) outs(%2 : tensor<3xf32>) -> tensor<3xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<3x96xf32>) outs(%3 : tensor<3xf32>) {
    ^bb0(%5: f32, %6: f32):
      %7 = arith.mulf %5, %5 : f32
      %8 = arith.addf %7, %6 : f32
      linalg.yield %8 : f32
    } -> tensor<3xf32>
    %9 = tensor.empty() : tensor<3x96xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %4, %0 : tensor<3x96xf32>, tensor<3xf32>, tensor<96xf32>) outs(%9 : tensor<3x96xf32>) {
    ^bb0(%11: f32, %12: f32, %13: f32, %14: f32):
      %15 = arith.constant 9.6e+01 : f32
      %16 = arith.divf %12, %15 : f32
      %17 = arith.constant 1.0 : f32
      %18 = arith.constant 1.0e-05 : f32
      %19 = arith.addf %16, %18 : f32
      %20 = math.sqrt %19 : f32
      %21 = arith.divf %17, %20 : f32
      %22 = arith.mulf %11, %21 : f32
      %23 = arith.mulf %22, %13 : f32
      linalg.yield %23 : f32
    } -> tensor<3x96xf32>
    %24 = util.global.load @blk.0.attn_q.weight : tensor<8x102xi8>
    %25 = tensor.expand_shape %24 [[0], [1, 2]] output_shape [8, 3, 34] : tensor<8x102xi8> into tensor<8x3x34xi8>
    %26 = tensor.empty() : tensor<8x3x32xf32>
    %27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, 1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2 + 2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %25, %25 : tensor<8x3x34xi8>, tensor<8x3x34xi8>, tensor<8x3x34xi8>) outs(%26 : tensor<8x3x32xf32>) {
    ^bb0(%28: i8, %29: i8, %30: i8, %31: f32):
      %32 = arith.sitofp %30 : i8 to f32
      %33 = arith.extui %28 : i8 to i16
      %34 = arith.extui %29 : i8 to i16
      %35 = arith.constant 8 : i16
      %36 = arith.shli %34, %35 : i16
      %37 = arith.ori %33, %36 : i16
      %38 = arith.bitcast %37 : i16 to f16
      %39 = arith.extf %38 : f16 to f32
      %40 = arith.mulf %32, %39 : f32
      linalg.yield %40 : f32
    } -> tensor<8x3x32xf32>
    %41 = tensor.collapse_shape %27 [[0], [1, 2]] : tensor<8x3x32xf32> into tensor<8x96xf32>
    %42 = arith.constant 0.0 : f32
    %43 = tensor.empty() : tensor<3x8xf32>
    %44 = linalg.fill ins(%42 : f32) outs(%43 : tensor<3x8xf32>) -> tensor<3x8xf32>
    %45 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10, %41 : tensor<3x96xf32>, tensor<8x96xf32>) outs(%44 : tensor<3x8xf32>) {
    ^bb0(%46: f32, %47: f32, %48: f32):
      %49 = arith.mulf %46, %47 : f32
      %50 = arith.addf %48, %49 : f32
      linalg.yield %50 : f32
    } -> tensor<3x8xf32>
    %51 = util.global.load @blk.1.ffn_down.weight : tensor<3x8x18xi8>
    %52 = tensor.empty() : tensor<8x3x2x16xf32>
    %53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, 0)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, 1)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %51, %51 : tensor<3x8x18xi8>, tensor<3x8x18xi8>, tensor<3x8x18xi8>) outs(%52 : tensor<8x3x2x16xf32>) {
    ^bb0(%54: i8, %55: i8, %56: i8, %57: f32):
      %58 = linalg.index 2 : index
      %59 = arith.index_cast %58 : index to i32
      %60 = arith.extui %56 : i8 to i32
      %61 = arith.constant 4 : i32
      %62 = arith.muli %59, %61 : i32
      %63 = arith.shrui %60, %62 : i32
      %64 = arith.constant 15 : i32
      %65 = arith.andi %63, %64 : i32
      %66 = arith.constant 8 : i32
      %67 = arith.subi %65, %66 : i32
      %68 = arith.sitofp %67 : i32 to f32
      %69 = arith.extui %54 : i8 to i16
      %70 = arith.extui %55 : i8 to i16
      %71 = arith.constant 8 : i16
      %72 = arith.shli %70, %71 : i16
      %73 = arith.ori %69, %72 : i16
      %74 = arith.bitcast %73 : i16 to f16
      %75 = arith.extf %74 : f16 to f32
      %76 = arith.mulf %68, %75 : f32
      linalg.yield %76 : f32
    } -> tensor<8x3x2x16xf32>
    %77 = tensor.collapse_shape %53 [[0], [1, 2, 3]] : tensor<8x3x2x16xf32> into tensor<8x96xf32>
    %78 = arith.constant 0.0 : f32
    %79 = tensor.empty() : tensor<3x8xf32>
    %80 = linalg.fill ins(%78 : f32) outs(%79 : tensor<3x8xf32>) -> tensor<3x8xf32>
    %81 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %77 : tensor<3x96xf32>, tensor<8x96xf32>) outs(%80 : tensor<3x8xf32>) {
    ^bb0(%82: f32, %83: f32, %84: f32):
      %85 = arith.mulf %82, %83 : f32
      %86 = arith.addf %84, %85 : f32
      linalg.yield %86 : f32
    } -> tensor<3x8xf32>
    %87 = util.global.load @blk.0.ffn__odd__name_x : tensor<6x144xi8>
    %88 = tensor.empty() : tensor<4x144xi8>
    %89 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<4xi32>) outs(%88 : tensor<4x144xi8>) {
    ^bb0(%90: i32, %91: i8):
      %92 = arith.index_cast %90 : i32 to index
      %93 = arith.constant 0 : index
      %94 = arith.maxsi %92, %93 : index
      %95 = arith.constant 5 : index
      %96 = arith.minsi %94, %95 : index
      %97 = linalg.index 1 : index
      %98 = tensor.extract %87[%96, %97] : tensor<6x144xi8>
      linalg.yield %98 : i8
    } -> tensor<4x144xi8>
    %99 = tensor.expand_shape %89 [[0], [1, 2]] output_shape [4, 1, 144] : tensor<4x144xi8> into tensor<4x1x144xi8>
    %100 = tensor.empty() : tensor<4x1x2x2x2x32xf32>
    %101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3 * 2 + d4 + 4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3 * 2 + d4 + 8)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3 * 2 + d4 + 12)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 64 + d3 * 32 + d5 + 16)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%99, %99, %99, %99, %99, %99, %99, %99 : tensor<4x1x144xi8>, tensor<4x1x144xi8>, tensor<4x1x144xi8>, tensor<4x1x144xi8>, tensor<4x1x144xi8>, tensor<4x1x144xi8>, tensor<4x1x144xi8>, tensor<4x1x144xi8>) outs(%100 : tensor<4x1x2x2x2x32xf32>) {
    ^bb0(%102: i8, %103: i8, %104: i8, %105: i8, %106: i8, %107: i8, %108: i8, %109: i8, %110: f32):
      %111 = linalg.index 2 : index
      %112 = arith.index_cast %111 : index to i32
      %113 = arith.extui %106 : i8 to i32
      %114 = arith.extui %107 : i8 to i32
      %115 = arith.extui %108 : i8 to i32
      %116 = arith.constant 63 : i32
      %117 = arith.andi %113, %116 : i32
      %118 = arith.constant 63 : i32
      %119 = arith.andi %114, %118 : i32
      %120 = arith.constant 15 : i32
      %121 = arith.andi %115, %120 : i32
      %122 = arith.constant 6 : i32
      %123 = arith.shrui %113, %122 : i32
      %124 = arith.constant 4 : i32
      %125 = arith.shli %123, %124 : i32
      %126 = arith.ori %121, %125 : i32
      %127 = arith.constant 4 : i32
      %128 = arith.shrui %115, %127 : i32
      %129 = arith.constant 6 : i32
      %130 = arith.shrui %114, %129 : i32
      %131 = arith.constant 4 : i32
      %132 = arith.shli %130, %131 : i32
      %133 = arith.ori %128, %132 : i32
      %134 = arith.constant 0 : i32
      %135 = arith.cmpi ne, %112, %134 : i32
      %136 = arith.select %135, %126, %117 : i32
      %137 = arith.select %135, %133, %119 : i32
      %138 = arith.extui %102 : i8 to i16
      %139 = arith.extui %103 : i8 to i16
      %140 = arith.constant 8 : i16
      %141 = arith.shli %139, %140 : i16
      %142 = arith.ori %138, %141 : i16
      %143 = arith.bitcast %142 : i16 to f16
      %144 = arith.extf %143 : f16 to f32
      %145 = arith.sitofp %136 : i32 to f32
      %146 = arith.mulf %144, %145 : f32
      %147 = arith.extui %104 : i8 to i16
      %148 = arith.extui %105 : i8 to i16
      %149 = arith.constant 8 : i16
      %150 = arith.shli %148, %149 : i16
      %151 = arith.ori %147, %150 : i16
      %152 = arith.bitcast %151 : i16 to f16
      %153 = arith.extf %152 : f16 to f32
      %154 = arith.sitofp %137 : i32 to f32
      %155 = arith.mulf %153, %154 : f32
      %156 = linalg.index 4 : index
      %157 = arith.index_cast %156 : index to i32
      %158 = arith.extui %109 : i8 to i32
      %159 = arith.constant 4 : i32
      %160 = arith.muli %157, %159 : i32
      %161 = arith.shrui %158, %160 : i32
      %162 = arith.constant 15 : i32
      %163 = arith.andi %161, %162 : i32
      %164 = arith.sitofp %163 : i32 to f32
      %165 = arith.mulf %146, %164 : f32
      %166 = arith.subf %165, %155 : f32
      linalg.yield %166 : f32
    } -> tensor<4x1x2x2x2x32xf32>
    %167 = tensor.collapse_shape %101 [[0], [1, 2, 3, 4, 5]] : tensor<4x1x2x2x2x32xf32> into tensor<4x256xf32>
    %168 = util.global.load @forward_1 : tensor<4x210xi8>
    %169 = tensor.expand_shape %168 [[0], [1, 2]] output_shape [4, 1, 210] : tensor<4x210xi8> into tensor<4x1x210xi8>
    %170 = tensor.empty() : tensor<4x1x2x2x2x2x16xf32>
    %171 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2 * 64 + d4 * 32 + d5 * 16 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2 * 32 + d5 * 16 + d6 + 128)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2 * 8 + d3 * 4 + d4 * 2 + d5 + 192)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, 208)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, 209)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4, d5, d6)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%169, %169, %169, %169, %169 : tensor<4x1x210xi8>, tensor<4x1x210xi8>, tensor<4x1x210xi8>, tensor<4x1x210xi8>, tensor<4x1x210xi8>) outs(%170 : tensor<4x1x2x2x2x2x16xf32>) {
    ^bb0(%172: i8, %173: i8, %174: i8, %175: i8, %176: i8, %177: f32):
      %178 = linalg.index 3 : index
      %179 = arith.index_cast %178 : index to i32
      %180 = linalg.index 4 : index
      %181 = arith.index_cast %180 : index to i32
      %182 = arith.extui %172 : i8 to i32
      %183 = arith.constant 4 : i32
      %184 = arith.muli %179, %183 : i32
      %185 = arith.shrui %182, %184 : i32
      %186 = arith.constant 15 : i32
      %187 = arith.andi %185, %186 : i32
      %188 = arith.extui %173 : i8 to i32
      %189 = arith.constant 4 : i32
      %190 = arith.muli %179, %189 : i32
      %191 = arith.constant 2 : i32
      %192 = arith.muli %181, %191 : i32
      %193 = arith.addi %190, %192 : i32
      %194 = arith.shrui %188, %193 : i32
      %195 = arith.constant 3 : i32
      %196 = arith.andi %194, %195 : i32
      %197 = arith.constant 4 : i32
      %198 = arith.shli %196, %197 : i32
      %199 = arith.ori %187, %198 : i32
      %200 = arith.constant 32 : i32
      %201 = arith.subi %199, %200 : i32
      %202 = arith.extui %175 : i8 to i16
      %203 = arith.extui %176 : i8 to i16
      %204 = arith.constant 8 : i16
      %205 = arith.shli %203, %204 : i16
      %206 = arith.ori %202, %205 : i16
      %207 = arith.bitcast %206 : i16 to f16
      %208 = arith.extf %207 : f16 to f32
      %209 = arith.sitofp %174 : i8 to f32
      %210 = arith.mulf %208, %209 : f32
      %211 = arith.sitofp %201 : i32 to f32
      %212 = arith.mulf %210, %211 : f32
      linalg.yield %212 : f32
    } -> tensor<4x1x2x2x2x2x16xf32>
    %213 = tensor.collapse_shape %171 [[0], [1, 2, 3, 4, 5, 6]] : tensor<4x1x2x2x2x2x16xf32> into tensor<4x256xf32>
    return %45, %81, %167, %213 : tensor<3x8xf32>, tensor<3x8xf32>, tensor<4x256xf32>, tensor<4x256xf32>
  }
}
