module @planar {
  util.global private @w.q4_0_codes = #flow.parameter.named<"model"::"w.q4_0#codes"> : tensor<5x3x32xi4>
  util.global private @w.q4_0_d = #flow.parameter.named<"model"::"w.q4_0#d"> : tensor<5x3xf16>
  util.global private @w.q4_1_codes = #flow.parameter.named<"model"::"w.q4_1#codes"> : tensor<5x3x32xi4>
  util.global private @w.q4_1_d = #flow.parameter.named<"model"::"w.q4_1#d"> : tensor<5x3xf16>
  util.global private @w.q4_1_m = #flow.parameter.named<"model"::"w.q4_1#m"> : tensor<5x3xf16>
  util.global private @w.q5_0_codes = #flow.parameter.named<"model"::"w.q5_0#codes"> : tensor<5x3x8x4xi4>
  util.global private @w.q5_0_codes_hi = #flow.parameter.named<"model"::"w.q5_0#codes_hi"> : tensor<5x3x4xi8>
  util.global private @w.q5_0_d = #flow.parameter.named<"model"::"w.q5_0#d"> : tensor<5x3xf16>
  util.global private @w.q5_1_codes = #flow.parameter.named<"model"::"w.q5_1#codes"> : tensor<5x3x8x4xi4>
  util.global private @w.q5_1_codes_hi = #flow.parameter.named<"model"::"w.q5_1#codes_hi"> : tensor<5x3x4xi8>
  util.global private @w.q5_1_d = #flow.parameter.named<"model"::"w.q5_1#d"> : tensor<5x3xf16>
  util.global private @w.q5_1_m = #flow.parameter.named<"model"::"w.q5_1#m"> : tensor<5x3xf16>
  util.global private @w.q8_0_codes = #flow.parameter.named<"model"::"w.q8_0#codes"> : tensor<5x3x32xi8>
  util.global private @w.q8_0_d = #flow.parameter.named<"model"::"w.q8_0#d"> : tensor<5x3xf16>
  util.global private @w.q4_k_codes = #flow.parameter.named<"model"::"w.q4_k#codes"> : tensor<5x3x8x32xi4>
  util.global private @w.q4_k_d = #flow.parameter.named<"model"::"w.q4_k#d"> : tensor<5x3xf16>
  util.global private @w.q4_k_dmin = #flow.parameter.named<"model"::"w.q4_k#dmin"> : tensor<5x3xf16>
  util.global private @w.q4_k_sc = #flow.parameter.named<"model"::"w.q4_k#sc"> : tensor<5x3x8xi8>
  util.global private @w.q4_k_m = #flow.parameter.named<"model"::"w.q4_k#m"> : tensor<5x3x8xi8>
  util.global private @w.q5_k_codes = #flow.parameter.named<"model"::"w.q5_k#codes"> : tensor<5x3x8x32xi4>
  util.global private @w.q5_k_codes_hi = #flow.parameter.named<"model"::"w.q5_k#codes_hi"> : tensor<5x3x32xi8>
  util.global private @w.q5_k_d = #flow.parameter.named<"model"::"w.q5_k#d"> : tensor<5x3xf16>
  util.global private @w.q5_k_dmin = #flow.parameter.named<"model"::"w.q5_k#dmin"> : tensor<5x3xf16>
  util.global private @w.q5_k_sc = #flow.parameter.named<"model"::"w.q5_k#sc"> : tensor<5x3x8xi8>
  util.global private @w.q5_k_m = #flow.parameter.named<"model"::"w.q5_k#m"> : tensor<5x3x8xi8>
  util.global private @w.q6_k_codes = #flow.parameter.named<"model"::"w.q6_k#codes"> : tensor<5x3x4x4x16xi4>
  util.global private @w.q6_k_codes_hi = #flow.parameter.named<"model"::"w.q6_k#codes_hi"> : tensor<5x3x4x16xi8>
  util.global private @w.q6_k_sc = #flow.parameter.named<"model"::"w.q6_k#sc"> : tensor<5x3x4x4xi8>
  util.global private @w.q6_k_d = #flow.parameter.named<"model"::"w.q6_k#d"> : tensor<5x3xf16>
  util.global private @w.q4_0_rows_codes = #flow.parameter.named<"model"::"w.q4_0_rows#codes"> : tensor<2x3x32x2xi8>
  util.global private @w.q4_0_rows_d = #flow.parameter.named<"model"::"w.q4_0_rows#d"> : tensor<2x3x2x2xf16>
  util.global private @w.q4_1_rows_codes = #flow.parameter.named<"model"::"w.q4_1_rows#codes"> : tensor<2x3x32x2xi8>
  util.global private @w.q4_1_rows_d = #flow.parameter.named<"model"::"w.q4_1_rows#d"> : tensor<2x3x2x2xf16>
  util.global private @w.q4_1_rows_m = #flow.parameter.named<"model"::"w.q4_1_rows#m"> : tensor<2x3x2x2xf16>
  util.global private @w.q5_0_rows_codes = #flow.parameter.named<"model"::"w.q5_0_rows#codes"> : tensor<2x3x8x4x2xi8>
  util.global private @w.q5_0_rows_codes_hi = #flow.parameter.named<"model"::"w.q5_0_rows#codes_hi"> : tensor<2x3x4x2x2xi8>
  util.global private @w.q5_0_rows_d = #flow.parameter.named<"model"::"w.q5_0_rows#d"> : tensor<2x3x2x2xf16>
  util.global private @w.q5_1_rows_codes = #flow.parameter.named<"model"::"w.q5_1_rows#codes"> : tensor<2x3x8x4x2xi8>
  util.global private @w.q5_1_rows_codes_hi = #flow.parameter.named<"model"::"w.q5_1_rows#codes_hi"> : tensor<2x3x4x2x2xi8>
  util.global private @w.q5_1_rows_d = #flow.parameter.named<"model"::"w.q5_1_rows#d"> : tensor<2x3x2x2xf16>
  util.global private @w.q5_1_rows_m = #flow.parameter.named<"model"::"w.q5_1_rows#m"> : tensor<2x3x2x2xf16>
  util.global private @w.q8_0_rows_codes = #flow.parameter.named<"model"::"w.q8_0_rows#codes"> : tensor<2x3x32x4xi8>
  util.global private @w.q8_0_rows_d = #flow.parameter.named<"model"::"w.q8_0_rows#d"> : tensor<2x3x4xf16>
  util.global private @w.q4_k_rows_codes = #flow.parameter.named<"model"::"w.q4_k_rows#codes"> : tensor<2x3x8x32x2xi8>
  util.global private @w.q4_k_rows_d = #flow.parameter.named<"model"::"w.q4_k_rows#d"> : tensor<2x3x2x2xf16>
  util.global private @w.q4_k_rows_dmin = #flow.parameter.named<"model"::"w.q4_k_rows#dmin"> : tensor<2x3x2x2xf16>
  util.global private @w.q4_k_rows_sc = #flow.parameter.named<"model"::"w.q4_k_rows#sc"> : tensor<2x3x8x2x2xi8>
  util.global private @w.q4_k_rows_m = #flow.parameter.named<"model"::"w.q4_k_rows#m"> : tensor<2x3x8x2x2xi8>
  util.global private @w.q5_k_rows_codes = #flow.parameter.named<"model"::"w.q5_k_rows#codes"> : tensor<2x3x8x32x2xi8>
  util.global private @w.q5_k_rows_codes_hi = #flow.parameter.named<"model"::"w.q5_k_rows#codes_hi"> : tensor<2x3x32x2x2xi8>
  util.global private @w.q5_k_rows_d = #flow.parameter.named<"model"::"w.q5_k_rows#d"> : tensor<2x3x2x2xf16>
  util.global private @w.q5_k_rows_dmin = #flow.parameter.named<"model"::"w.q5_k_rows#dmin"> : tensor<2x3x2x2xf16>
  util.global private @w.q5_k_rows_sc = #flow.parameter.named<"model"::"w.q5_k_rows#sc"> : tensor<2x3x8x2x2xi8>
  util.global private @w.q5_k_rows_m = #flow.parameter.named<"model"::"w.q5_k_rows#m"> : tensor<2x3x8x2x2xi8>
  util.global private @w.q6_k_rows_codes = #flow.parameter.named<"model"::"w.q6_k_rows#codes"> : tensor<2x3x4x4x16x2xi8>
  util.global private @w.q6_k_rows_codes_hi = #flow.parameter.named<"model"::"w.q6_k_rows#codes_hi"> : tensor<2x3x4x16x2x2xi8>
  util.global private @w.q6_k_rows_sc = #flow.parameter.named<"model"::"w.q6_k_rows#sc"> : tensor<2x3x4x4x2x2xi8>
  util.global private @w.q6_k_rows_d = #flow.parameter.named<"model"::"w.q6_k_rows#d"> : tensor<2x3x2x2xf16>
  func.func @pdq_q4_0() -> tensor<5x96xf32> {
    %0 = util.global.load @w.q4_0_codes : tensor<5x3x32xi4>
    %1 = util.global.load @w.q4_0_d : tensor<5x3xf16>
    %2 = tensor.empty() : tensor<5x3x32xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %1 : tensor<5x3x32xi4>, tensor<5x3xf16>) outs(%2 : tensor<5x3x32xf32>) {
    ^bb0(%4: i4, %5: f16, %6: f32):
      %7 = arith.extsi %4 : i4 to i32
      %8 = arith.sitofp %7 : i32 to f32
      %9 = arith.extf %5 : f16 to f32
      %10 = arith.mulf %8, %9 : f32
      linalg.yield %10 : f32
    } -> tensor<5x3x32xf32>
    %11 = tensor.collapse_shape %3 [[0], [1, 2]] : tensor<5x3x32xf32> into tensor<5x96xf32>
    return %11 : tensor<5x96xf32>
  }
  func.func @pmv_q4_0(%arg0: tensor<1x1x96xf32>) -> tensor<1x1x5xf32> {
    %0 = util.global.load @w.q4_0_codes : tensor<5x3x32xi4>
    %1 = util.global.load @w.q4_0_d : tensor<5x3xf16>
    %2 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x96xf32> into tensor<96xf32>
    %3 = tensor.expand_shape %2 [[0, 1]] output_shape [3, 32] : tensor<96xf32> into tensor<3x32xf32>
    %4 = arith.constant 0.0 : f32
    %5 = tensor.empty() : tensor<5x32xf32>
    %6 = linalg.fill ins(%4 : f32) outs(%5 : tensor<5x32xf32>) -> tensor<5x32xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [32, 0, 0], vector_common_parallel = [1, 32, 0], vector_reduction = [0, 0, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%3, %0, %1 : tensor<3x32xf32>, tensor<5x3x32xi4>, tensor<5x3xf16>) outs(%6 : tensor<5x32xf32>) {
    ^bb0(%8: f32, %9: i4, %10: f16, %11: f32):
      %12 = arith.extsi %9 : i4 to i32
      %13 = arith.sitofp %12 : i32 to f32
      %14 = arith.extf %10 : f16 to f32
      %15 = arith.mulf %13, %14 : f32
      %16 = arith.constant -0.0 : f32
      %17 = math.fma %8, %15, %16 fastmath<contract> : f32
      %18 = arith.addf %11, %17 : f32
      linalg.yield %18 : f32
    } -> tensor<5x32xf32>
    %19 = arith.constant 0.0 : f32
    %20 = tensor.empty() : tensor<5xf32>
    %21 = linalg.fill ins(%19 : f32) outs(%20 : tensor<5xf32>) -> tensor<5xf32>
    %22 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%7 : tensor<5x32xf32>) outs(%21 : tensor<5xf32>) {
    ^bb0(%23: f32, %24: f32):
      %25 = arith.addf %23, %24 : f32
      linalg.yield %25 : f32
    } -> tensor<5xf32>
    %26 = tensor.expand_shape %22 [[0, 1, 2]] output_shape [1, 1, 5] : tensor<5xf32> into tensor<1x1x5xf32>
    return %26 : tensor<1x1x5xf32>
  }
  func.func @pmm_q4_0(%arg0: tensor<3x96xf32>) -> tensor<3x5xf32> {
    %0 = util.global.load @w.q4_0_codes : tensor<5x3x32xi4>
    %1 = util.global.load @w.q4_0_d : tensor<5x3xf16>
    %2 = tensor.empty() : tensor<5x3x32xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %1 : tensor<5x3x32xi4>, tensor<5x3xf16>) outs(%2 : tensor<5x3x32xf32>) {
    ^bb0(%4: i4, %5: f16, %6: f32):
      %7 = arith.extsi %4 : i4 to i32
      %8 = arith.sitofp %7 : i32 to f32
      %9 = arith.extf %5 : f16 to f32
      %10 = arith.mulf %8, %9 : f32
      linalg.yield %10 : f32
    } -> tensor<5x3x32xf32>
    %11 = tensor.collapse_shape %3 [[0], [1, 2]] : tensor<5x3x32xf32> into tensor<5x96xf32>
    %12 = arith.constant 0.0 : f32
    %13 = tensor.empty() : tensor<3x5xf32>
    %14 = linalg.fill ins(%12 : f32) outs(%13 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %11 : tensor<3x96xf32>, tensor<5x96xf32>) outs(%14 : tensor<3x5xf32>) {
    ^bb0(%16: f32, %17: f32, %18: f32):
      %19 = arith.mulf %16, %17 : f32
      %20 = arith.addf %18, %19 : f32
      linalg.yield %20 : f32
    } -> tensor<3x5xf32>
    return %15 : tensor<3x5xf32>
  }
  func.func @pem_q4_0(%arg0: tensor<4xi32>) -> tensor<4x96xf32> {
    %0 = util.global.load @w.q4_0_codes : tensor<5x3x32xi4>
    %1 = util.global.load @w.q4_0_d : tensor<5x3xf16>
    %2 = tensor.empty() : tensor<4x3x32xi4>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%2 : tensor<4x3x32xi4>) {
    ^bb0(%4: i32, %5: i4):
      %6 = arith.index_cast %4 : i32 to index
      %7 = arith.constant 0 : index
      %8 = arith.maxsi %6, %7 : index
      %9 = arith.constant 4 : index
      %10 = arith.minsi %8, %9 : index
      %11 = linalg.index 1 : index
      %12 = linalg.index 2 : index
      %13 = tensor.extract %0[%10, %11, %12] : tensor<5x3x32xi4>
      linalg.yield %13 : i4
    } -> tensor<4x3x32xi4>
    %14 = tensor.empty() : tensor<4x3xf16>
    %15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%14 : tensor<4x3xf16>) {
    ^bb0(%16: i32, %17: f16):
      %18 = arith.index_cast %16 : i32 to index
      %19 = arith.constant 0 : index
      %20 = arith.maxsi %18, %19 : index
      %21 = arith.constant 4 : index
      %22 = arith.minsi %20, %21 : index
      %23 = linalg.index 1 : index
      %24 = tensor.extract %1[%22, %23] : tensor<5x3xf16>
      linalg.yield %24 : f16
    } -> tensor<4x3xf16>
    %25 = tensor.empty() : tensor<4x3x32xf32>
    %26 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %15 : tensor<4x3x32xi4>, tensor<4x3xf16>) outs(%25 : tensor<4x3x32xf32>) {
    ^bb0(%27: i4, %28: f16, %29: f32):
      %30 = arith.extsi %27 : i4 to i32
      %31 = arith.sitofp %30 : i32 to f32
      %32 = arith.extf %28 : f16 to f32
      %33 = arith.mulf %31, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<4x3x32xf32>
    %34 = tensor.collapse_shape %26 [[0], [1, 2]] : tensor<4x3x32xf32> into tensor<4x96xf32>
    return %34 : tensor<4x96xf32>
  }
  func.func @pdq_q4_1() -> tensor<5x96xf32> {
    %0 = util.global.load @w.q4_1_codes : tensor<5x3x32xi4>
    %1 = util.global.load @w.q4_1_d : tensor<5x3xf16>
    %2 = util.global.load @w.q4_1_m : tensor<5x3xf16>
    %3 = tensor.empty() : tensor<5x3x32xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %1, %2 : tensor<5x3x32xi4>, tensor<5x3xf16>, tensor<5x3xf16>) outs(%3 : tensor<5x3x32xf32>) {
    ^bb0(%5: i4, %6: f16, %7: f16, %8: f32):
      %9 = arith.extui %5 : i4 to i32
      %10 = arith.sitofp %9 : i32 to f32
      %11 = arith.extf %6 : f16 to f32
      %12 = arith.mulf %10, %11 : f32
      %13 = arith.extf %7 : f16 to f32
      %14 = arith.addf %12, %13 : f32
      linalg.yield %14 : f32
    } -> tensor<5x3x32xf32>
    %15 = tensor.collapse_shape %4 [[0], [1, 2]] : tensor<5x3x32xf32> into tensor<5x96xf32>
    return %15 : tensor<5x96xf32>
  }
  func.func @pmv_q4_1(%arg0: tensor<1x1x96xf32>) -> tensor<1x1x5xf32> {
    %0 = util.global.load @w.q4_1_codes : tensor<5x3x32xi4>
    %1 = util.global.load @w.q4_1_d : tensor<5x3xf16>
    %2 = util.global.load @w.q4_1_m : tensor<5x3xf16>
    %3 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x96xf32> into tensor<96xf32>
    %4 = tensor.expand_shape %3 [[0, 1]] output_shape [3, 32] : tensor<96xf32> into tensor<3x32xf32>
    %5 = arith.constant 0.0 : f32
    %6 = tensor.empty() : tensor<5x32xf32>
    %7 = linalg.fill ins(%5 : f32) outs(%6 : tensor<5x32xf32>) -> tensor<5x32xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [32, 0, 0], vector_common_parallel = [1, 32, 0], vector_reduction = [0, 0, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%4, %0, %1, %2 : tensor<3x32xf32>, tensor<5x3x32xi4>, tensor<5x3xf16>, tensor<5x3xf16>) outs(%7 : tensor<5x32xf32>) {
    ^bb0(%9: f32, %10: i4, %11: f16, %12: f16, %13: f32):
      %14 = arith.extui %10 : i4 to i32
      %15 = arith.sitofp %14 : i32 to f32
      %16 = arith.extf %11 : f16 to f32
      %17 = arith.mulf %15, %16 : f32
      %18 = arith.extf %12 : f16 to f32
      %19 = arith.addf %17, %18 : f32
      %20 = arith.constant -0.0 : f32
      %21 = math.fma %9, %19, %20 fastmath<contract> : f32
      %22 = arith.addf %13, %21 : f32
      linalg.yield %22 : f32
    } -> tensor<5x32xf32>
    %23 = arith.constant 0.0 : f32
    %24 = tensor.empty() : tensor<5xf32>
    %25 = linalg.fill ins(%23 : f32) outs(%24 : tensor<5xf32>) -> tensor<5xf32>
    %26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%8 : tensor<5x32xf32>) outs(%25 : tensor<5xf32>) {
    ^bb0(%27: f32, %28: f32):
      %29 = arith.addf %27, %28 : f32
      linalg.yield %29 : f32
    } -> tensor<5xf32>
    %30 = tensor.expand_shape %26 [[0, 1, 2]] output_shape [1, 1, 5] : tensor<5xf32> into tensor<1x1x5xf32>
    return %30 : tensor<1x1x5xf32>
  }
  func.func @pmm_q4_1(%arg0: tensor<3x96xf32>) -> tensor<3x5xf32> {
    %0 = util.global.load @w.q4_1_codes : tensor<5x3x32xi4>
    %1 = util.global.load @w.q4_1_d : tensor<5x3xf16>
    %2 = util.global.load @w.q4_1_m : tensor<5x3xf16>
    %3 = tensor.empty() : tensor<5x3x32xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %1, %2 : tensor<5x3x32xi4>, tensor<5x3xf16>, tensor<5x3xf16>) outs(%3 : tensor<5x3x32xf32>) {
    ^bb0(%5: i4, %6: f16, %7: f16, %8: f32):
      %9 = arith.extui %5 : i4 to i32
      %10 = arith.sitofp %9 : i32 to f32
      %11 = arith.extf %6 : f16 to f32
      %12 = arith.mulf %10, %11 : f32
      %13 = arith.extf %7 : f16 to f32
      %14 = arith.addf %12, %13 : f32
      linalg.yield %14 : f32
    } -> tensor<5x3x32xf32>
    %15 = tensor.collapse_shape %4 [[0], [1, 2]] : tensor<5x3x32xf32> into tensor<5x96xf32>
    %16 = arith.constant 0.0 : f32
    %17 = tensor.empty() : tensor<3x5xf32>
    %18 = linalg.fill ins(%16 : f32) outs(%17 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %15 : tensor<3x96xf32>, tensor<5x96xf32>) outs(%18 : tensor<3x5xf32>) {
    ^bb0(%20: f32, %21: f32, %22: f32):
      %23 = arith.mulf %20, %21 : f32
      %24 = arith.addf %22, %23 : f32
      linalg.yield %24 : f32
    } -> tensor<3x5xf32>
    return %19 : tensor<3x5xf32>
  }
  func.func @pem_q4_1(%arg0: tensor<4xi32>) -> tensor<4x96xf32> {
    %0 = util.global.load @w.q4_1_codes : tensor<5x3x32xi4>
    %1 = util.global.load @w.q4_1_d : tensor<5x3xf16>
    %2 = util.global.load @w.q4_1_m : tensor<5x3xf16>
    %3 = tensor.empty() : tensor<4x3x32xi4>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%3 : tensor<4x3x32xi4>) {
    ^bb0(%5: i32, %6: i4):
      %7 = arith.index_cast %5 : i32 to index
      %8 = arith.constant 0 : index
      %9 = arith.maxsi %7, %8 : index
      %10 = arith.constant 4 : index
      %11 = arith.minsi %9, %10 : index
      %12 = linalg.index 1 : index
      %13 = linalg.index 2 : index
      %14 = tensor.extract %0[%11, %12, %13] : tensor<5x3x32xi4>
      linalg.yield %14 : i4
    } -> tensor<4x3x32xi4>
    %15 = tensor.empty() : tensor<4x3xf16>
    %16 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%15 : tensor<4x3xf16>) {
    ^bb0(%17: i32, %18: f16):
      %19 = arith.index_cast %17 : i32 to index
      %20 = arith.constant 0 : index
      %21 = arith.maxsi %19, %20 : index
      %22 = arith.constant 4 : index
      %23 = arith.minsi %21, %22 : index
      %24 = linalg.index 1 : index
      %25 = tensor.extract %1[%23, %24] : tensor<5x3xf16>
      linalg.yield %25 : f16
    } -> tensor<4x3xf16>
    %26 = tensor.empty() : tensor<4x3xf16>
    %27 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%26 : tensor<4x3xf16>) {
    ^bb0(%28: i32, %29: f16):
      %30 = arith.index_cast %28 : i32 to index
      %31 = arith.constant 0 : index
      %32 = arith.maxsi %30, %31 : index
      %33 = arith.constant 4 : index
      %34 = arith.minsi %32, %33 : index
      %35 = linalg.index 1 : index
      %36 = tensor.extract %2[%34, %35] : tensor<5x3xf16>
      linalg.yield %36 : f16
    } -> tensor<4x3xf16>
    %37 = tensor.empty() : tensor<4x3x32xf32>
    %38 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %16, %27 : tensor<4x3x32xi4>, tensor<4x3xf16>, tensor<4x3xf16>) outs(%37 : tensor<4x3x32xf32>) {
    ^bb0(%39: i4, %40: f16, %41: f16, %42: f32):
      %43 = arith.extui %39 : i4 to i32
      %44 = arith.sitofp %43 : i32 to f32
      %45 = arith.extf %40 : f16 to f32
      %46 = arith.mulf %44, %45 : f32
      %47 = arith.extf %41 : f16 to f32
      %48 = arith.addf %46, %47 : f32
      linalg.yield %48 : f32
    } -> tensor<4x3x32xf32>
    %49 = tensor.collapse_shape %38 [[0], [1, 2]] : tensor<4x3x32xf32> into tensor<4x96xf32>
    return %49 : tensor<4x96xf32>
  }
  func.func @pdq_q5_0() -> tensor<5x96xf32> {
    %0 = util.global.load @w.q5_0_codes : tensor<5x3x8x4xi4>
    %1 = util.global.load @w.q5_0_codes_hi : tensor<5x3x4xi8>
    %2 = util.global.load @w.q5_0_d : tensor<5x3xf16>
    %3 = tensor.empty() : tensor<5x3x8x4xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %1, %2 : tensor<5x3x8x4xi4>, tensor<5x3x4xi8>, tensor<5x3xf16>) outs(%3 : tensor<5x3x8x4xf32>) {
    ^bb0(%5: i4, %6: i8, %7: f16, %8: f32):
      %9 = arith.extui %5 : i4 to i32
      %10 = arith.extui %6 : i8 to i32
      %11 = linalg.index 2 : index
      %12 = arith.index_cast %11 : index to i32
      %13 = arith.shrui %10, %12 : i32
      %14 = arith.constant 1 : i32
      %15 = arith.andi %13, %14 : i32
      %16 = arith.constant 4 : i32
      %17 = arith.shli %15, %16 : i32
      %18 = arith.ori %9, %17 : i32
      %19 = arith.constant 16 : i32
      %20 = arith.subi %18, %19 : i32
      %21 = arith.sitofp %20 : i32 to f32
      %22 = arith.extf %7 : f16 to f32
      %23 = arith.mulf %21, %22 : f32
      linalg.yield %23 : f32
    } -> tensor<5x3x8x4xf32>
    %24 = tensor.collapse_shape %4 [[0], [1, 2, 3]] : tensor<5x3x8x4xf32> into tensor<5x96xf32>
    return %24 : tensor<5x96xf32>
  }
  func.func @pmv_q5_0(%arg0: tensor<1x1x96xf32>) -> tensor<1x1x5xf32> {
    %0 = util.global.load @w.q5_0_codes : tensor<5x3x8x4xi4>
    %1 = util.global.load @w.q5_0_codes_hi : tensor<5x3x4xi8>
    %2 = util.global.load @w.q5_0_d : tensor<5x3xf16>
    %3 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x96xf32> into tensor<96xf32>
    %4 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [3, 8, 4] : tensor<96xf32> into tensor<3x8x4xf32>
    %5 = arith.constant 0.0 : f32
    %6 = tensor.empty() : tensor<5x4xf32>
    %7 = linalg.fill ins(%5 : f32) outs(%6 : tensor<5x4xf32>) -> tensor<5x4xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [32, 0, 0, 0], vector_common_parallel = [1, 4, 0, 0], vector_reduction = [0, 0, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%4, %0, %1, %2 : tensor<3x8x4xf32>, tensor<5x3x8x4xi4>, tensor<5x3x4xi8>, tensor<5x3xf16>) outs(%7 : tensor<5x4xf32>) {
    ^bb0(%9: f32, %10: i4, %11: i8, %12: f16, %13: f32):
      %14 = arith.extui %10 : i4 to i32
      %15 = arith.extui %11 : i8 to i32
      %16 = linalg.index 3 : index
      %17 = arith.index_cast %16 : index to i32
      %18 = arith.shrui %15, %17 : i32
      %19 = arith.constant 1 : i32
      %20 = arith.andi %18, %19 : i32
      %21 = arith.constant 4 : i32
      %22 = arith.shli %20, %21 : i32
      %23 = arith.ori %14, %22 : i32
      %24 = arith.constant 16 : i32
      %25 = arith.subi %23, %24 : i32
      %26 = arith.sitofp %25 : i32 to f32
      %27 = arith.extf %12 : f16 to f32
      %28 = arith.mulf %26, %27 : f32
      %29 = arith.constant -0.0 : f32
      %30 = math.fma %9, %28, %29 fastmath<contract> : f32
      %31 = arith.addf %13, %30 : f32
      linalg.yield %31 : f32
    } -> tensor<5x4xf32>
    %32 = arith.constant 0.0 : f32
    %33 = tensor.empty() : tensor<5xf32>
    %34 = linalg.fill ins(%32 : f32) outs(%33 : tensor<5xf32>) -> tensor<5xf32>
    %35 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%8 : tensor<5x4xf32>) outs(%34 : tensor<5xf32>) {
    ^bb0(%36: f32, %37: f32):
      %38 = arith.addf %36, %37 : f32
      linalg.yield %38 : f32
    } -> tensor<5xf32>
    %39 = tensor.expand_shape %35 [[0, 1, 2]] output_shape [1, 1, 5] : tensor<5xf32> into tensor<1x1x5xf32>
    return %39 : tensor<1x1x5xf32>
  }
  func.func @pmm_q5_0(%arg0: tensor<3x96xf32>) -> tensor<3x5xf32> {
    %0 = util.global.load @w.q5_0_codes : tensor<5x3x8x4xi4>
    %1 = util.global.load @w.q5_0_codes_hi : tensor<5x3x4xi8>
    %2 = util.global.load @w.q5_0_d : tensor<5x3xf16>
    %3 = tensor.empty() : tensor<5x3x8x4xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %1, %2 : tensor<5x3x8x4xi4>, tensor<5x3x4xi8>, tensor<5x3xf16>) outs(%3 : tensor<5x3x8x4xf32>) {
    ^bb0(%5: i4, %6: i8, %7: f16, %8: f32):
      %9 = arith.extui %5 : i4 to i32
      %10 = arith.extui %6 : i8 to i32
      %11 = linalg.index 2 : index
      %12 = arith.index_cast %11 : index to i32
      %13 = arith.shrui %10, %12 : i32
      %14 = arith.constant 1 : i32
      %15 = arith.andi %13, %14 : i32
      %16 = arith.constant 4 : i32
      %17 = arith.shli %15, %16 : i32
      %18 = arith.ori %9, %17 : i32
      %19 = arith.constant 16 : i32
      %20 = arith.subi %18, %19 : i32
      %21 = arith.sitofp %20 : i32 to f32
      %22 = arith.extf %7 : f16 to f32
      %23 = arith.mulf %21, %22 : f32
      linalg.yield %23 : f32
    } -> tensor<5x3x8x4xf32>
    %24 = tensor.collapse_shape %4 [[0], [1, 2, 3]] : tensor<5x3x8x4xf32> into tensor<5x96xf32>
    %25 = arith.constant 0.0 : f32
    %26 = tensor.empty() : tensor<3x5xf32>
    %27 = linalg.fill ins(%25 : f32) outs(%26 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %28 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %24 : tensor<3x96xf32>, tensor<5x96xf32>) outs(%27 : tensor<3x5xf32>) {
    ^bb0(%29: f32, %30: f32, %31: f32):
      %32 = arith.mulf %29, %30 : f32
      %33 = arith.addf %31, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<3x5xf32>
    return %28 : tensor<3x5xf32>
  }
  func.func @pem_q5_0(%arg0: tensor<4xi32>) -> tensor<4x96xf32> {
    %0 = util.global.load @w.q5_0_codes : tensor<5x3x8x4xi4>
    %1 = util.global.load @w.q5_0_codes_hi : tensor<5x3x4xi8>
    %2 = util.global.load @w.q5_0_d : tensor<5x3xf16>
    %3 = tensor.empty() : tensor<4x3x8x4xi4>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%3 : tensor<4x3x8x4xi4>) {
    ^bb0(%5: i32, %6: i4):
      %7 = arith.index_cast %5 : i32 to index
      %8 = arith.constant 0 : index
      %9 = arith.maxsi %7, %8 : index
      %10 = arith.constant 4 : index
      %11 = arith.minsi %9, %10 : index
      %12 = linalg.index 1 : index
      %13 = linalg.index 2 : index
      %14 = linalg.index 3 : index
      %15 = tensor.extract %0[%11, %12, %13, %14] : tensor<5x3x8x4xi4>
      linalg.yield %15 : i4
    } -> tensor<4x3x8x4xi4>
    %16 = tensor.empty() : tensor<4x3x4xi8>
    %17 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%16 : tensor<4x3x4xi8>) {
    ^bb0(%18: i32, %19: i8):
      %20 = arith.index_cast %18 : i32 to index
      %21 = arith.constant 0 : index
      %22 = arith.maxsi %20, %21 : index
      %23 = arith.constant 4 : index
      %24 = arith.minsi %22, %23 : index
      %25 = linalg.index 1 : index
      %26 = linalg.index 2 : index
      %27 = tensor.extract %1[%24, %25, %26] : tensor<5x3x4xi8>
      linalg.yield %27 : i8
    } -> tensor<4x3x4xi8>
    %28 = tensor.empty() : tensor<4x3xf16>
    %29 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%28 : tensor<4x3xf16>) {
    ^bb0(%30: i32, %31: f16):
      %32 = arith.index_cast %30 : i32 to index
      %33 = arith.constant 0 : index
      %34 = arith.maxsi %32, %33 : index
      %35 = arith.constant 4 : index
      %36 = arith.minsi %34, %35 : index
      %37 = linalg.index 1 : index
      %38 = tensor.extract %2[%36, %37] : tensor<5x3xf16>
      linalg.yield %38 : f16
    } -> tensor<4x3xf16>
    %39 = tensor.empty() : tensor<4x3x8x4xf32>
    %40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %17, %29 : tensor<4x3x8x4xi4>, tensor<4x3x4xi8>, tensor<4x3xf16>) outs(%39 : tensor<4x3x8x4xf32>) {
    ^bb0(%41: i4, %42: i8, %43: f16, %44: f32):
      %45 = arith.extui %41 : i4 to i32
      %46 = arith.extui %42 : i8 to i32
      %47 = linalg.index 2 : index
      %48 = arith.index_cast %47 : index to i32
      %49 = arith.shrui %46, %48 : i32
      %50 = arith.constant 1 : i32
      %51 = arith.andi %49, %50 : i32
      %52 = arith.constant 4 : i32
      %53 = arith.shli %51, %52 : i32
      %54 = arith.ori %45, %53 : i32
      %55 = arith.constant 16 : i32
      %56 = arith.subi %54, %55 : i32
      %57 = arith.sitofp %56 : i32 to f32
      %58 = arith.extf %43 : f16 to f32
      %59 = arith.mulf %57, %58 : f32
      linalg.yield %59 : f32
    } -> tensor<4x3x8x4xf32>
    %60 = tensor.collapse_shape %40 [[0], [1, 2, 3]] : tensor<4x3x8x4xf32> into tensor<4x96xf32>
    return %60 : tensor<4x96xf32>
  }
  func.func @pdq_q5_1() -> tensor<5x96xf32> {
    %0 = util.global.load @w.q5_1_codes : tensor<5x3x8x4xi4>
    %1 = util.global.load @w.q5_1_codes_hi : tensor<5x3x4xi8>
    %2 = util.global.load @w.q5_1_d : tensor<5x3xf16>
    %3 = util.global.load @w.q5_1_m : tensor<5x3xf16>
    %4 = tensor.empty() : tensor<5x3x8x4xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %1, %2, %3 : tensor<5x3x8x4xi4>, tensor<5x3x4xi8>, tensor<5x3xf16>, tensor<5x3xf16>) outs(%4 : tensor<5x3x8x4xf32>) {
    ^bb0(%6: i4, %7: i8, %8: f16, %9: f16, %10: f32):
      %11 = arith.extui %6 : i4 to i32
      %12 = arith.extui %7 : i8 to i32
      %13 = linalg.index 2 : index
      %14 = arith.index_cast %13 : index to i32
      %15 = arith.shrui %12, %14 : i32
      %16 = arith.constant 1 : i32
      %17 = arith.andi %15, %16 : i32
      %18 = arith.constant 4 : i32
      %19 = arith.shli %17, %18 : i32
      %20 = arith.ori %11, %19 : i32
      %21 = arith.sitofp %20 : i32 to f32
      %22 = arith.extf %8 : f16 to f32
      %23 = arith.mulf %21, %22 : f32
      %24 = arith.extf %9 : f16 to f32
      %25 = arith.addf %23, %24 : f32
      linalg.yield %25 : f32
    } -> tensor<5x3x8x4xf32>
    %26 = tensor.collapse_shape %5 [[0], [1, 2, 3]] : tensor<5x3x8x4xf32> into tensor<5x96xf32>
    return %26 : tensor<5x96xf32>
  }
  func.func @pmv_q5_1(%arg0: tensor<1x1x96xf32>) -> tensor<1x1x5xf32> {
    %0 = util.global.load @w.q5_1_codes : tensor<5x3x8x4xi4>
    %1 = util.global.load @w.q5_1_codes_hi : tensor<5x3x4xi8>
    %2 = util.global.load @w.q5_1_d : tensor<5x3xf16>
    %3 = util.global.load @w.q5_1_m : tensor<5x3xf16>
    %4 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x96xf32> into tensor<96xf32>
    %5 = tensor.expand_shape %4 [[0, 1, 2]] output_shape [3, 8, 4] : tensor<96xf32> into tensor<3x8x4xf32>
    %6 = arith.constant 0.0 : f32
    %7 = tensor.empty() : tensor<5x4xf32>
    %8 = linalg.fill ins(%6 : f32) outs(%7 : tensor<5x4xf32>) -> tensor<5x4xf32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [32, 0, 0, 0], vector_common_parallel = [1, 4, 0, 0], vector_reduction = [0, 0, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%5, %0, %1, %2, %3 : tensor<3x8x4xf32>, tensor<5x3x8x4xi4>, tensor<5x3x4xi8>, tensor<5x3xf16>, tensor<5x3xf16>) outs(%8 : tensor<5x4xf32>) {
    ^bb0(%10: f32, %11: i4, %12: i8, %13: f16, %14: f16, %15: f32):
      %16 = arith.extui %11 : i4 to i32
      %17 = arith.extui %12 : i8 to i32
      %18 = linalg.index 3 : index
      %19 = arith.index_cast %18 : index to i32
      %20 = arith.shrui %17, %19 : i32
      %21 = arith.constant 1 : i32
      %22 = arith.andi %20, %21 : i32
      %23 = arith.constant 4 : i32
      %24 = arith.shli %22, %23 : i32
      %25 = arith.ori %16, %24 : i32
      %26 = arith.sitofp %25 : i32 to f32
      %27 = arith.extf %13 : f16 to f32
      %28 = arith.mulf %26, %27 : f32
      %29 = arith.extf %14 : f16 to f32
      %30 = arith.addf %28, %29 : f32
      %31 = arith.constant -0.0 : f32
      %32 = math.fma %10, %30, %31 fastmath<contract> : f32
      %33 = arith.addf %15, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<5x4xf32>
    %34 = arith.constant 0.0 : f32
    %35 = tensor.empty() : tensor<5xf32>
    %36 = linalg.fill ins(%34 : f32) outs(%35 : tensor<5xf32>) -> tensor<5xf32>
    %37 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%9 : tensor<5x4xf32>) outs(%36 : tensor<5xf32>) {
    ^bb0(%38: f32, %39: f32):
      %40 = arith.addf %38, %39 : f32
      linalg.yield %40 : f32
    } -> tensor<5xf32>
    %41 = tensor.expand_shape %37 [[0, 1, 2]] output_shape [1, 1, 5] : tensor<5xf32> into tensor<1x1x5xf32>
    return %41 : tensor<1x1x5xf32>
  }
  func.func @pmm_q5_1(%arg0: tensor<3x96xf32>) -> tensor<3x5xf32> {
    %0 = util.global.load @w.q5_1_codes : tensor<5x3x8x4xi4>
    %1 = util.global.load @w.q5_1_codes_hi : tensor<5x3x4xi8>
    %2 = util.global.load @w.q5_1_d : tensor<5x3xf16>
    %3 = util.global.load @w.q5_1_m : tensor<5x3xf16>
    %4 = tensor.empty() : tensor<5x3x8x4xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %1, %2, %3 : tensor<5x3x8x4xi4>, tensor<5x3x4xi8>, tensor<5x3xf16>, tensor<5x3xf16>) outs(%4 : tensor<5x3x8x4xf32>) {
    ^bb0(%6: i4, %7: i8, %8: f16, %9: f16, %10: f32):
      %11 = arith.extui %6 : i4 to i32
      %12 = arith.extui %7 : i8 to i32
      %13 = linalg.index 2 : index
      %14 = arith.index_cast %13 : index to i32
      %15 = arith.shrui %12, %14 : i32
      %16 = arith.constant 1 : i32
      %17 = arith.andi %15, %16 : i32
      %18 = arith.constant 4 : i32
      %19 = arith.shli %17, %18 : i32
      %20 = arith.ori %11, %19 : i32
      %21 = arith.sitofp %20 : i32 to f32
      %22 = arith.extf %8 : f16 to f32
      %23 = arith.mulf %21, %22 : f32
      %24 = arith.extf %9 : f16 to f32
      %25 = arith.addf %23, %24 : f32
      linalg.yield %25 : f32
    } -> tensor<5x3x8x4xf32>
    %26 = tensor.collapse_shape %5 [[0], [1, 2, 3]] : tensor<5x3x8x4xf32> into tensor<5x96xf32>
    %27 = arith.constant 0.0 : f32
    %28 = tensor.empty() : tensor<3x5xf32>
    %29 = linalg.fill ins(%27 : f32) outs(%28 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %30 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %26 : tensor<3x96xf32>, tensor<5x96xf32>) outs(%29 : tensor<3x5xf32>) {
    ^bb0(%31: f32, %32: f32, %33: f32):
      %34 = arith.mulf %31, %32 : f32
      %35 = arith.addf %33, %34 : f32
      linalg.yield %35 : f32
    } -> tensor<3x5xf32>
    return %30 : tensor<3x5xf32>
  }
  func.func @pem_q5_1(%arg0: tensor<4xi32>) -> tensor<4x96xf32> {
    %0 = util.global.load @w.q5_1_codes : tensor<5x3x8x4xi4>
    %1 = util.global.load @w.q5_1_codes_hi : tensor<5x3x4xi8>
    %2 = util.global.load @w.q5_1_d : tensor<5x3xf16>
    %3 = util.global.load @w.q5_1_m : tensor<5x3xf16>
    %4 = tensor.empty() : tensor<4x3x8x4xi4>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%4 : tensor<4x3x8x4xi4>) {
    ^bb0(%6: i32, %7: i4):
      %8 = arith.index_cast %6 : i32 to index
      %9 = arith.constant 0 : index
      %10 = arith.maxsi %8, %9 : index
      %11 = arith.constant 4 : index
      %12 = arith.minsi %10, %11 : index
      %13 = linalg.index 1 : index
      %14 = linalg.index 2 : index
      %15 = linalg.index 3 : index
      %16 = tensor.extract %0[%12, %13, %14, %15] : tensor<5x3x8x4xi4>
      linalg.yield %16 : i4
    } -> tensor<4x3x8x4xi4>
    %17 = tensor.empty() : tensor<4x3x4xi8>
    %18 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%17 : tensor<4x3x4xi8>) {
    ^bb0(%19: i32, %20: i8):
      %21 = arith.index_cast %19 : i32 to index
      %22 = arith.constant 0 : index
      %23 = arith.maxsi %21, %22 : index
      %24 = arith.constant 4 : index
      %25 = arith.minsi %23, %24 : index
      %26 = linalg.index 1 : index
      %27 = linalg.index 2 : index
      %28 = tensor.extract %1[%25, %26, %27] : tensor<5x3x4xi8>
      linalg.yield %28 : i8
    } -> tensor<4x3x4xi8>
    %29 = tensor.empty() : tensor<4x3xf16>
    %30 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%29 : tensor<4x3xf16>) {
    ^bb0(%31: i32, %32: f16):
      %33 = arith.index_cast %31 : i32 to index
      %34 = arith.constant 0 : index
      %35 = arith.maxsi %33, %34 : index
      %36 = arith.constant 4 : index
      %37 = arith.minsi %35, %36 : index
      %38 = linalg.index 1 : index
      %39 = tensor.extract %2[%37, %38] : tensor<5x3xf16>
      linalg.yield %39 : f16
    } -> tensor<4x3xf16>
    %40 = tensor.empty() : tensor<4x3xf16>
    %41 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%40 : tensor<4x3xf16>) {
    ^bb0(%42: i32, %43: f16):
      %44 = arith.index_cast %42 : i32 to index
      %45 = arith.constant 0 : index
      %46 = arith.maxsi %44, %45 : index
      %47 = arith.constant 4 : index
      %48 = arith.minsi %46, %47 : index
      %49 = linalg.index 1 : index
      %50 = tensor.extract %3[%48, %49] : tensor<5x3xf16>
      linalg.yield %50 : f16
    } -> tensor<4x3xf16>
    %51 = tensor.empty() : tensor<4x3x8x4xf32>
    %52 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %18, %30, %41 : tensor<4x3x8x4xi4>, tensor<4x3x4xi8>, tensor<4x3xf16>, tensor<4x3xf16>) outs(%51 : tensor<4x3x8x4xf32>) {
    ^bb0(%53: i4, %54: i8, %55: f16, %56: f16, %57: f32):
      %58 = arith.extui %53 : i4 to i32
      %59 = arith.extui %54 : i8 to i32
      %60 = linalg.index 2 : index
      %61 = arith.index_cast %60 : index to i32
      %62 = arith.shrui %59, %61 : i32
      %63 = arith.constant 1 : i32
      %64 = arith.andi %62, %63 : i32
      %65 = arith.constant 4 : i32
      %66 = arith.shli %64, %65 : i32
      %67 = arith.ori %58, %66 : i32
      %68 = arith.sitofp %67 : i32 to f32
      %69 = arith.extf %55 : f16 to f32
      %70 = arith.mulf %68, %69 : f32
      %71 = arith.extf %56 : f16 to f32
      %72 = arith.addf %70, %71 : f32
      linalg.yield %72 : f32
    } -> tensor<4x3x8x4xf32>
    %73 = tensor.collapse_shape %52 [[0], [1, 2, 3]] : tensor<4x3x8x4xf32> into tensor<4x96xf32>
    return %73 : tensor<4x96xf32>
  }
  func.func @pdq_q8_0() -> tensor<5x96xf32> {
    %0 = util.global.load @w.q8_0_codes : tensor<5x3x32xi8>
    %1 = util.global.load @w.q8_0_d : tensor<5x3xf16>
    %2 = tensor.empty() : tensor<5x3x32xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %1 : tensor<5x3x32xi8>, tensor<5x3xf16>) outs(%2 : tensor<5x3x32xf32>) {
    ^bb0(%4: i8, %5: f16, %6: f32):
      %7 = arith.extsi %4 : i8 to i32
      %8 = arith.sitofp %7 : i32 to f32
      %9 = arith.extf %5 : f16 to f32
      %10 = arith.mulf %8, %9 : f32
      linalg.yield %10 : f32
    } -> tensor<5x3x32xf32>
    %11 = tensor.collapse_shape %3 [[0], [1, 2]] : tensor<5x3x32xf32> into tensor<5x96xf32>
    return %11 : tensor<5x96xf32>
  }
  func.func @pmv_q8_0(%arg0: tensor<1x1x96xf32>) -> tensor<1x1x5xf32> {
    %0 = util.global.load @w.q8_0_codes : tensor<5x3x32xi8>
    %1 = util.global.load @w.q8_0_d : tensor<5x3xf16>
    %2 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x96xf32> into tensor<96xf32>
    %3 = tensor.expand_shape %2 [[0, 1]] output_shape [3, 32] : tensor<96xf32> into tensor<3x32xf32>
    %4 = arith.constant 0.0 : f32
    %5 = tensor.empty() : tensor<5xf32>
    %6 = linalg.fill ins(%4 : f32) outs(%5 : tensor<5xf32>) -> tensor<5xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [32, 0, 0], vector_common_parallel = [1, 0, 0], vector_reduction = [0, 3, 32]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%3, %0, %1 : tensor<3x32xf32>, tensor<5x3x32xi8>, tensor<5x3xf16>) outs(%6 : tensor<5xf32>) {
    ^bb0(%8: f32, %9: i8, %10: f16, %11: f32):
      %12 = arith.extsi %9 : i8 to i32
      %13 = arith.sitofp %12 : i32 to f32
      %14 = arith.extf %10 : f16 to f32
      %15 = arith.mulf %13, %14 : f32
      %16 = arith.mulf %8, %15 : f32
      %17 = arith.addf %11, %16 : f32
      linalg.yield %17 : f32
    } -> tensor<5xf32>
    %18 = tensor.expand_shape %7 [[0, 1, 2]] output_shape [1, 1, 5] : tensor<5xf32> into tensor<1x1x5xf32>
    return %18 : tensor<1x1x5xf32>
  }
  func.func @pmm_q8_0(%arg0: tensor<3x96xf32>) -> tensor<3x5xf32> {
    %0 = util.global.load @w.q8_0_codes : tensor<5x3x32xi8>
    %1 = util.global.load @w.q8_0_d : tensor<5x3xf16>
    %2 = tensor.empty() : tensor<5x3x32xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %1 : tensor<5x3x32xi8>, tensor<5x3xf16>) outs(%2 : tensor<5x3x32xf32>) {
    ^bb0(%4: i8, %5: f16, %6: f32):
      %7 = arith.extsi %4 : i8 to i32
      %8 = arith.sitofp %7 : i32 to f32
      %9 = arith.extf %5 : f16 to f32
      %10 = arith.mulf %8, %9 : f32
      linalg.yield %10 : f32
    } -> tensor<5x3x32xf32>
    %11 = tensor.collapse_shape %3 [[0], [1, 2]] : tensor<5x3x32xf32> into tensor<5x96xf32>
    %12 = arith.constant 0.0 : f32
    %13 = tensor.empty() : tensor<3x5xf32>
    %14 = linalg.fill ins(%12 : f32) outs(%13 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %11 : tensor<3x96xf32>, tensor<5x96xf32>) outs(%14 : tensor<3x5xf32>) {
    ^bb0(%16: f32, %17: f32, %18: f32):
      %19 = arith.mulf %16, %17 : f32
      %20 = arith.addf %18, %19 : f32
      linalg.yield %20 : f32
    } -> tensor<3x5xf32>
    return %15 : tensor<3x5xf32>
  }
  func.func @pem_q8_0(%arg0: tensor<4xi32>) -> tensor<4x96xf32> {
    %0 = util.global.load @w.q8_0_codes : tensor<5x3x32xi8>
    %1 = util.global.load @w.q8_0_d : tensor<5x3xf16>
    %2 = tensor.empty() : tensor<4x3x32xi8>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%2 : tensor<4x3x32xi8>) {
    ^bb0(%4: i32, %5: i8):
      %6 = arith.index_cast %4 : i32 to index
      %7 = arith.constant 0 : index
      %8 = arith.maxsi %6, %7 : index
      %9 = arith.constant 4 : index
      %10 = arith.minsi %8, %9 : index
      %11 = linalg.index 1 : index
      %12 = linalg.index 2 : index
      %13 = tensor.extract %0[%10, %11, %12] : tensor<5x3x32xi8>
      linalg.yield %13 : i8
    } -> tensor<4x3x32xi8>
    %14 = tensor.empty() : tensor<4x3xf16>
    %15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%14 : tensor<4x3xf16>) {
    ^bb0(%16: i32, %17: f16):
      %18 = arith.index_cast %16 : i32 to index
      %19 = arith.constant 0 : index
      %20 = arith.maxsi %18, %19 : index
      %21 = arith.constant 4 : index
      %22 = arith.minsi %20, %21 : index
      %23 = linalg.index 1 : index
      %24 = tensor.extract %1[%22, %23] : tensor<5x3xf16>
      linalg.yield %24 : f16
    } -> tensor<4x3xf16>
    %25 = tensor.empty() : tensor<4x3x32xf32>
    %26 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %15 : tensor<4x3x32xi8>, tensor<4x3xf16>) outs(%25 : tensor<4x3x32xf32>) {
    ^bb0(%27: i8, %28: f16, %29: f32):
      %30 = arith.extsi %27 : i8 to i32
      %31 = arith.sitofp %30 : i32 to f32
      %32 = arith.extf %28 : f16 to f32
      %33 = arith.mulf %31, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<4x3x32xf32>
    %34 = tensor.collapse_shape %26 [[0], [1, 2]] : tensor<4x3x32xf32> into tensor<4x96xf32>
    return %34 : tensor<4x96xf32>
  }
  func.func @pdq_q4_k() -> tensor<5x768xf32> {
    %0 = util.global.load @w.q4_k_codes : tensor<5x3x8x32xi4>
    %1 = util.global.load @w.q4_k_d : tensor<5x3xf16>
    %2 = util.global.load @w.q4_k_dmin : tensor<5x3xf16>
    %3 = util.global.load @w.q4_k_sc : tensor<5x3x8xi8>
    %4 = util.global.load @w.q4_k_m : tensor<5x3x8xi8>
    %5 = tensor.empty() : tensor<5x3x8x32xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %1, %2, %3, %4 : tensor<5x3x8x32xi4>, tensor<5x3xf16>, tensor<5x3xf16>, tensor<5x3x8xi8>, tensor<5x3x8xi8>) outs(%5 : tensor<5x3x8x32xf32>) {
    ^bb0(%7: i4, %8: f16, %9: f16, %10: i8, %11: i8, %12: f32):
      %13 = arith.extf %8 : f16 to f32
      %14 = arith.extui %10 : i8 to i32
      %15 = arith.sitofp %14 : i32 to f32
      %16 = arith.mulf %13, %15 : f32
      %17 = arith.extf %9 : f16 to f32
      %18 = arith.extui %11 : i8 to i32
      %19 = arith.sitofp %18 : i32 to f32
      %20 = arith.mulf %17, %19 : f32
      %21 = arith.extui %7 : i4 to i32
      %22 = arith.sitofp %21 : i32 to f32
      %23 = arith.mulf %16, %22 : f32
      %24 = arith.subf %23, %20 : f32
      linalg.yield %24 : f32
    } -> tensor<5x3x8x32xf32>
    %25 = tensor.collapse_shape %6 [[0], [1, 2, 3]] : tensor<5x3x8x32xf32> into tensor<5x768xf32>
    return %25 : tensor<5x768xf32>
  }
  func.func @pmv_q4_k(%arg0: tensor<1x1x768xf32>) -> tensor<1x1x5xf32> {
    %0 = util.global.load @w.q4_k_codes : tensor<5x3x8x32xi4>
    %1 = util.global.load @w.q4_k_d : tensor<5x3xf16>
    %2 = util.global.load @w.q4_k_dmin : tensor<5x3xf16>
    %3 = util.global.load @w.q4_k_sc : tensor<5x3x8xi8>
    %4 = util.global.load @w.q4_k_m : tensor<5x3x8xi8>
    %5 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x768xf32> into tensor<768xf32>
    %6 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [3, 8, 32] : tensor<768xf32> into tensor<3x8x32xf32>
    %7 = arith.constant 0.0 : f32
    %8 = tensor.empty() : tensor<5x32xf32>
    %9 = linalg.fill ins(%7 : f32) outs(%8 : tensor<5x32xf32>) -> tensor<5x32xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [32, 0, 0, 0], vector_common_parallel = [1, 32, 0, 0], vector_reduction = [0, 0, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%6, %0, %1, %2, %3, %4 : tensor<3x8x32xf32>, tensor<5x3x8x32xi4>, tensor<5x3xf16>, tensor<5x3xf16>, tensor<5x3x8xi8>, tensor<5x3x8xi8>) outs(%9 : tensor<5x32xf32>) {
    ^bb0(%11: f32, %12: i4, %13: f16, %14: f16, %15: i8, %16: i8, %17: f32):
      %18 = arith.extf %13 : f16 to f32
      %19 = arith.extui %15 : i8 to i32
      %20 = arith.sitofp %19 : i32 to f32
      %21 = arith.mulf %18, %20 : f32
      %22 = arith.extf %14 : f16 to f32
      %23 = arith.extui %16 : i8 to i32
      %24 = arith.sitofp %23 : i32 to f32
      %25 = arith.mulf %22, %24 : f32
      %26 = arith.extui %12 : i4 to i32
      %27 = arith.sitofp %26 : i32 to f32
      %28 = arith.mulf %21, %27 : f32
      %29 = arith.subf %28, %25 : f32
      %30 = arith.constant -0.0 : f32
      %31 = math.fma %11, %29, %30 fastmath<contract> : f32
      %32 = arith.addf %17, %31 : f32
      linalg.yield %32 : f32
    } -> tensor<5x32xf32>
    %33 = arith.constant 0.0 : f32
    %34 = tensor.empty() : tensor<5xf32>
    %35 = linalg.fill ins(%33 : f32) outs(%34 : tensor<5xf32>) -> tensor<5xf32>
    %36 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%10 : tensor<5x32xf32>) outs(%35 : tensor<5xf32>) {
    ^bb0(%37: f32, %38: f32):
      %39 = arith.addf %37, %38 : f32
      linalg.yield %39 : f32
    } -> tensor<5xf32>
    %40 = tensor.expand_shape %36 [[0, 1, 2]] output_shape [1, 1, 5] : tensor<5xf32> into tensor<1x1x5xf32>
    return %40 : tensor<1x1x5xf32>
  }
  func.func @pmm_q4_k(%arg0: tensor<3x768xf32>) -> tensor<3x5xf32> {
    %0 = util.global.load @w.q4_k_codes : tensor<5x3x8x32xi4>
    %1 = util.global.load @w.q4_k_d : tensor<5x3xf16>
    %2 = util.global.load @w.q4_k_dmin : tensor<5x3xf16>
    %3 = util.global.load @w.q4_k_sc : tensor<5x3x8xi8>
    %4 = util.global.load @w.q4_k_m : tensor<5x3x8xi8>
    %5 = tensor.empty() : tensor<5x3x8x32xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %1, %2, %3, %4 : tensor<5x3x8x32xi4>, tensor<5x3xf16>, tensor<5x3xf16>, tensor<5x3x8xi8>, tensor<5x3x8xi8>) outs(%5 : tensor<5x3x8x32xf32>) {
    ^bb0(%7: i4, %8: f16, %9: f16, %10: i8, %11: i8, %12: f32):
      %13 = arith.extf %8 : f16 to f32
      %14 = arith.extui %10 : i8 to i32
      %15 = arith.sitofp %14 : i32 to f32
      %16 = arith.mulf %13, %15 : f32
      %17 = arith.extf %9 : f16 to f32
      %18 = arith.extui %11 : i8 to i32
      %19 = arith.sitofp %18 : i32 to f32
      %20 = arith.mulf %17, %19 : f32
      %21 = arith.extui %7 : i4 to i32
      %22 = arith.sitofp %21 : i32 to f32
      %23 = arith.mulf %16, %22 : f32
      %24 = arith.subf %23, %20 : f32
      linalg.yield %24 : f32
    } -> tensor<5x3x8x32xf32>
    %25 = tensor.collapse_shape %6 [[0], [1, 2, 3]] : tensor<5x3x8x32xf32> into tensor<5x768xf32>
    %26 = arith.constant 0.0 : f32
    %27 = tensor.empty() : tensor<3x5xf32>
    %28 = linalg.fill ins(%26 : f32) outs(%27 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %25 : tensor<3x768xf32>, tensor<5x768xf32>) outs(%28 : tensor<3x5xf32>) {
    ^bb0(%30: f32, %31: f32, %32: f32):
      %33 = arith.mulf %30, %31 : f32
      %34 = arith.addf %32, %33 : f32
      linalg.yield %34 : f32
    } -> tensor<3x5xf32>
    return %29 : tensor<3x5xf32>
  }
  func.func @pem_q4_k(%arg0: tensor<4xi32>) -> tensor<4x768xf32> {
    %0 = util.global.load @w.q4_k_codes : tensor<5x3x8x32xi4>
    %1 = util.global.load @w.q4_k_d : tensor<5x3xf16>
    %2 = util.global.load @w.q4_k_dmin : tensor<5x3xf16>
    %3 = util.global.load @w.q4_k_sc : tensor<5x3x8xi8>
    %4 = util.global.load @w.q4_k_m : tensor<5x3x8xi8>
    %5 = tensor.empty() : tensor<4x3x8x32xi4>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%5 : tensor<4x3x8x32xi4>) {
    ^bb0(%7: i32, %8: i4):
      %9 = arith.index_cast %7 : i32 to index
      %10 = arith.constant 0 : index
      %11 = arith.maxsi %9, %10 : index
      %12 = arith.constant 4 : index
      %13 = arith.minsi %11, %12 : index
      %14 = linalg.index 1 : index
      %15 = linalg.index 2 : index
      %16 = linalg.index 3 : index
      %17 = tensor.extract %0[%13, %14, %15, %16] : tensor<5x3x8x32xi4>
      linalg.yield %17 : i4
    } -> tensor<4x3x8x32xi4>
    %18 = tensor.empty() : tensor<4x3xf16>
    %19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%18 : tensor<4x3xf16>) {
    ^bb0(%20: i32, %21: f16):
      %22 = arith.index_cast %20 : i32 to index
      %23 = arith.constant 0 : index
      %24 = arith.maxsi %22, %23 : index
      %25 = arith.constant 4 : index
      %26 = arith.minsi %24, %25 : index
      %27 = linalg.index 1 : index
      %28 = tensor.extract %1[%26, %27] : tensor<5x3xf16>
      linalg.yield %28 : f16
    } -> tensor<4x3xf16>
    %29 = tensor.empty() : tensor<4x3xf16>
    %30 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%29 : tensor<4x3xf16>) {
    ^bb0(%31: i32, %32: f16):
      %33 = arith.index_cast %31 : i32 to index
      %34 = arith.constant 0 : index
      %35 = arith.maxsi %33, %34 : index
      %36 = arith.constant 4 : index
      %37 = arith.minsi %35, %36 : index
      %38 = linalg.index 1 : index
      %39 = tensor.extract %2[%37, %38] : tensor<5x3xf16>
      linalg.yield %39 : f16
    } -> tensor<4x3xf16>
    %40 = tensor.empty() : tensor<4x3x8xi8>
    %41 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%40 : tensor<4x3x8xi8>) {
    ^bb0(%42: i32, %43: i8):
      %44 = arith.index_cast %42 : i32 to index
      %45 = arith.constant 0 : index
      %46 = arith.maxsi %44, %45 : index
      %47 = arith.constant 4 : index
      %48 = arith.minsi %46, %47 : index
      %49 = linalg.index 1 : index
      %50 = linalg.index 2 : index
      %51 = tensor.extract %3[%48, %49, %50] : tensor<5x3x8xi8>
      linalg.yield %51 : i8
    } -> tensor<4x3x8xi8>
    %52 = tensor.empty() : tensor<4x3x8xi8>
    %53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%52 : tensor<4x3x8xi8>) {
    ^bb0(%54: i32, %55: i8):
      %56 = arith.index_cast %54 : i32 to index
      %57 = arith.constant 0 : index
      %58 = arith.maxsi %56, %57 : index
      %59 = arith.constant 4 : index
      %60 = arith.minsi %58, %59 : index
      %61 = linalg.index 1 : index
      %62 = linalg.index 2 : index
      %63 = tensor.extract %4[%60, %61, %62] : tensor<5x3x8xi8>
      linalg.yield %63 : i8
    } -> tensor<4x3x8xi8>
    %64 = tensor.empty() : tensor<4x3x8x32xf32>
    %65 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %19, %30, %41, %53 : tensor<4x3x8x32xi4>, tensor<4x3xf16>, tensor<4x3xf16>, tensor<4x3x8xi8>, tensor<4x3x8xi8>) outs(%64 : tensor<4x3x8x32xf32>) {
    ^bb0(%66: i4, %67: f16, %68: f16, %69: i8, %70: i8, %71: f32):
      %72 = arith.extf %67 : f16 to f32
      %73 = arith.extui %69 : i8 to i32
      %74 = arith.sitofp %73 : i32 to f32
      %75 = arith.mulf %72, %74 : f32
      %76 = arith.extf %68 : f16 to f32
      %77 = arith.extui %70 : i8 to i32
      %78 = arith.sitofp %77 : i32 to f32
      %79 = arith.mulf %76, %78 : f32
      %80 = arith.extui %66 : i4 to i32
      %81 = arith.sitofp %80 : i32 to f32
      %82 = arith.mulf %75, %81 : f32
      %83 = arith.subf %82, %79 : f32
      linalg.yield %83 : f32
    } -> tensor<4x3x8x32xf32>
    %84 = tensor.collapse_shape %65 [[0], [1, 2, 3]] : tensor<4x3x8x32xf32> into tensor<4x768xf32>
    return %84 : tensor<4x768xf32>
  }
  func.func @pdq_q5_k() -> tensor<5x768xf32> {
    %0 = util.global.load @w.q5_k_codes : tensor<5x3x8x32xi4>
    %1 = util.global.load @w.q5_k_codes_hi : tensor<5x3x32xi8>
    %2 = util.global.load @w.q5_k_d : tensor<5x3xf16>
    %3 = util.global.load @w.q5_k_dmin : tensor<5x3xf16>
    %4 = util.global.load @w.q5_k_sc : tensor<5x3x8xi8>
    %5 = util.global.load @w.q5_k_m : tensor<5x3x8xi8>
    %6 = tensor.empty() : tensor<5x3x8x32xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %1, %2, %3, %4, %5 : tensor<5x3x8x32xi4>, tensor<5x3x32xi8>, tensor<5x3xf16>, tensor<5x3xf16>, tensor<5x3x8xi8>, tensor<5x3x8xi8>) outs(%6 : tensor<5x3x8x32xf32>) {
    ^bb0(%8: i4, %9: i8, %10: f16, %11: f16, %12: i8, %13: i8, %14: f32):
      %15 = arith.extf %10 : f16 to f32
      %16 = arith.extui %12 : i8 to i32
      %17 = arith.sitofp %16 : i32 to f32
      %18 = arith.mulf %15, %17 : f32
      %19 = arith.extf %11 : f16 to f32
      %20 = arith.extui %13 : i8 to i32
      %21 = arith.sitofp %20 : i32 to f32
      %22 = arith.mulf %19, %21 : f32
      %23 = arith.extui %8 : i4 to i32
      %24 = arith.extui %9 : i8 to i32
      %25 = linalg.index 2 : index
      %26 = arith.index_cast %25 : index to i32
      %27 = arith.shrui %24, %26 : i32
      %28 = arith.constant 1 : i32
      %29 = arith.andi %27, %28 : i32
      %30 = arith.constant 4 : i32
      %31 = arith.shli %29, %30 : i32
      %32 = arith.ori %23, %31 : i32
      %33 = arith.sitofp %32 : i32 to f32
      %34 = arith.mulf %18, %33 : f32
      %35 = arith.subf %34, %22 : f32
      linalg.yield %35 : f32
    } -> tensor<5x3x8x32xf32>
    %36 = tensor.collapse_shape %7 [[0], [1, 2, 3]] : tensor<5x3x8x32xf32> into tensor<5x768xf32>
    return %36 : tensor<5x768xf32>
  }
  func.func @pmv_q5_k(%arg0: tensor<1x1x768xf32>) -> tensor<1x1x5xf32> {
    %0 = util.global.load @w.q5_k_codes : tensor<5x3x8x32xi4>
    %1 = util.global.load @w.q5_k_codes_hi : tensor<5x3x32xi8>
    %2 = util.global.load @w.q5_k_d : tensor<5x3xf16>
    %3 = util.global.load @w.q5_k_dmin : tensor<5x3xf16>
    %4 = util.global.load @w.q5_k_sc : tensor<5x3x8xi8>
    %5 = util.global.load @w.q5_k_m : tensor<5x3x8xi8>
    %6 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x768xf32> into tensor<768xf32>
    %7 = tensor.expand_shape %6 [[0, 1, 2]] output_shape [3, 8, 32] : tensor<768xf32> into tensor<3x8x32xf32>
    %8 = arith.constant 0.0 : f32
    %9 = tensor.empty() : tensor<5x32xf32>
    %10 = linalg.fill ins(%8 : f32) outs(%9 : tensor<5x32xf32>) -> tensor<5x32xf32>
    %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [32, 0, 0, 0], vector_common_parallel = [1, 32, 0, 0], vector_reduction = [0, 0, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%7, %0, %1, %2, %3, %4, %5 : tensor<3x8x32xf32>, tensor<5x3x8x32xi4>, tensor<5x3x32xi8>, tensor<5x3xf16>, tensor<5x3xf16>, tensor<5x3x8xi8>, tensor<5x3x8xi8>) outs(%10 : tensor<5x32xf32>) {
    ^bb0(%12: f32, %13: i4, %14: i8, %15: f16, %16: f16, %17: i8, %18: i8, %19: f32):
      %20 = arith.extf %15 : f16 to f32
      %21 = arith.extui %17 : i8 to i32
      %22 = arith.sitofp %21 : i32 to f32
      %23 = arith.mulf %20, %22 : f32
      %24 = arith.extf %16 : f16 to f32
      %25 = arith.extui %18 : i8 to i32
      %26 = arith.sitofp %25 : i32 to f32
      %27 = arith.mulf %24, %26 : f32
      %28 = arith.extui %13 : i4 to i32
      %29 = arith.extui %14 : i8 to i32
      %30 = linalg.index 3 : index
      %31 = arith.index_cast %30 : index to i32
      %32 = arith.shrui %29, %31 : i32
      %33 = arith.constant 1 : i32
      %34 = arith.andi %32, %33 : i32
      %35 = arith.constant 4 : i32
      %36 = arith.shli %34, %35 : i32
      %37 = arith.ori %28, %36 : i32
      %38 = arith.sitofp %37 : i32 to f32
      %39 = arith.mulf %23, %38 : f32
      %40 = arith.subf %39, %27 : f32
      %41 = arith.constant -0.0 : f32
      %42 = math.fma %12, %40, %41 fastmath<contract> : f32
      %43 = arith.addf %19, %42 : f32
      linalg.yield %43 : f32
    } -> tensor<5x32xf32>
    %44 = arith.constant 0.0 : f32
    %45 = tensor.empty() : tensor<5xf32>
    %46 = linalg.fill ins(%44 : f32) outs(%45 : tensor<5xf32>) -> tensor<5xf32>
    %47 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%11 : tensor<5x32xf32>) outs(%46 : tensor<5xf32>) {
    ^bb0(%48: f32, %49: f32):
      %50 = arith.addf %48, %49 : f32
      linalg.yield %50 : f32
    } -> tensor<5xf32>
    %51 = tensor.expand_shape %47 [[0, 1, 2]] output_shape [1, 1, 5] : tensor<5xf32> into tensor<1x1x5xf32>
    return %51 : tensor<1x1x5xf32>
  }
  func.func @pmm_q5_k(%arg0: tensor<3x768xf32>) -> tensor<3x5xf32> {
    %0 = util.global.load @w.q5_k_codes : tensor<5x3x8x32xi4>
    %1 = util.global.load @w.q5_k_codes_hi : tensor<5x3x32xi8>
    %2 = util.global.load @w.q5_k_d : tensor<5x3xf16>
    %3 = util.global.load @w.q5_k_dmin : tensor<5x3xf16>
    %4 = util.global.load @w.q5_k_sc : tensor<5x3x8xi8>
    %5 = util.global.load @w.q5_k_m : tensor<5x3x8xi8>
    %6 = tensor.empty() : tensor<5x3x8x32xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %1, %2, %3, %4, %5 : tensor<5x3x8x32xi4>, tensor<5x3x32xi8>, tensor<5x3xf16>, tensor<5x3xf16>, tensor<5x3x8xi8>, tensor<5x3x8xi8>) outs(%6 : tensor<5x3x8x32xf32>) {
    ^bb0(%8: i4, %9: i8, %10: f16, %11: f16, %12: i8, %13: i8, %14: f32):
      %15 = arith.extf %10 : f16 to f32
      %16 = arith.extui %12 : i8 to i32
      %17 = arith.sitofp %16 : i32 to f32
      %18 = arith.mulf %15, %17 : f32
      %19 = arith.extf %11 : f16 to f32
      %20 = arith.extui %13 : i8 to i32
      %21 = arith.sitofp %20 : i32 to f32
      %22 = arith.mulf %19, %21 : f32
      %23 = arith.extui %8 : i4 to i32
      %24 = arith.extui %9 : i8 to i32
      %25 = linalg.index 2 : index
      %26 = arith.index_cast %25 : index to i32
      %27 = arith.shrui %24, %26 : i32
      %28 = arith.constant 1 : i32
      %29 = arith.andi %27, %28 : i32
      %30 = arith.constant 4 : i32
      %31 = arith.shli %29, %30 : i32
      %32 = arith.ori %23, %31 : i32
      %33 = arith.sitofp %32 : i32 to f32
      %34 = arith.mulf %18, %33 : f32
      %35 = arith.subf %34, %22 : f32
      linalg.yield %35 : f32
    } -> tensor<5x3x8x32xf32>
    %36 = tensor.collapse_shape %7 [[0], [1, 2, 3]] : tensor<5x3x8x32xf32> into tensor<5x768xf32>
    %37 = arith.constant 0.0 : f32
    %38 = tensor.empty() : tensor<3x5xf32>
    %39 = linalg.fill ins(%37 : f32) outs(%38 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %36 : tensor<3x768xf32>, tensor<5x768xf32>) outs(%39 : tensor<3x5xf32>) {
    ^bb0(%41: f32, %42: f32, %43: f32):
      %44 = arith.mulf %41, %42 : f32
      %45 = arith.addf %43, %44 : f32
      linalg.yield %45 : f32
    } -> tensor<3x5xf32>
    return %40 : tensor<3x5xf32>
  }
  func.func @pem_q5_k(%arg0: tensor<4xi32>) -> tensor<4x768xf32> {
    %0 = util.global.load @w.q5_k_codes : tensor<5x3x8x32xi4>
    %1 = util.global.load @w.q5_k_codes_hi : tensor<5x3x32xi8>
    %2 = util.global.load @w.q5_k_d : tensor<5x3xf16>
    %3 = util.global.load @w.q5_k_dmin : tensor<5x3xf16>
    %4 = util.global.load @w.q5_k_sc : tensor<5x3x8xi8>
    %5 = util.global.load @w.q5_k_m : tensor<5x3x8xi8>
    %6 = tensor.empty() : tensor<4x3x8x32xi4>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%6 : tensor<4x3x8x32xi4>) {
    ^bb0(%8: i32, %9: i4):
      %10 = arith.index_cast %8 : i32 to index
      %11 = arith.constant 0 : index
      %12 = arith.maxsi %10, %11 : index
      %13 = arith.constant 4 : index
      %14 = arith.minsi %12, %13 : index
      %15 = linalg.index 1 : index
      %16 = linalg.index 2 : index
      %17 = linalg.index 3 : index
      %18 = tensor.extract %0[%14, %15, %16, %17] : tensor<5x3x8x32xi4>
      linalg.yield %18 : i4
    } -> tensor<4x3x8x32xi4>
    %19 = tensor.empty() : tensor<4x3x32xi8>
    %20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%19 : tensor<4x3x32xi8>) {
    ^bb0(%21: i32, %22: i8):
      %23 = arith.index_cast %21 : i32 to index
      %24 = arith.constant 0 : index
      %25 = arith.maxsi %23, %24 : index
      %26 = arith.constant 4 : index
      %27 = arith.minsi %25, %26 : index
      %28 = linalg.index 1 : index
      %29 = linalg.index 2 : index
      %30 = tensor.extract %1[%27, %28, %29] : tensor<5x3x32xi8>
      linalg.yield %30 : i8
    } -> tensor<4x3x32xi8>
    %31 = tensor.empty() : tensor<4x3xf16>
    %32 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%31 : tensor<4x3xf16>) {
    ^bb0(%33: i32, %34: f16):
      %35 = arith.index_cast %33 : i32 to index
      %36 = arith.constant 0 : index
      %37 = arith.maxsi %35, %36 : index
      %38 = arith.constant 4 : index
      %39 = arith.minsi %37, %38 : index
      %40 = linalg.index 1 : index
      %41 = tensor.extract %2[%39, %40] : tensor<5x3xf16>
      linalg.yield %41 : f16
    } -> tensor<4x3xf16>
    %42 = tensor.empty() : tensor<4x3xf16>
    %43 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%42 : tensor<4x3xf16>) {
    ^bb0(%44: i32, %45: f16):
      %46 = arith.index_cast %44 : i32 to index
      %47 = arith.constant 0 : index
      %48 = arith.maxsi %46, %47 : index
      %49 = arith.constant 4 : index
      %50 = arith.minsi %48, %49 : index
      %51 = linalg.index 1 : index
      %52 = tensor.extract %3[%50, %51] : tensor<5x3xf16>
      linalg.yield %52 : f16
    } -> tensor<4x3xf16>
    %53 = tensor.empty() : tensor<4x3x8xi8>
    %54 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%53 : tensor<4x3x8xi8>) {
    ^bb0(%55: i32, %56: i8):
      %57 = arith.index_cast %55 : i32 to index
      %58 = arith.constant 0 : index
      %59 = arith.maxsi %57, %58 : index
      %60 = arith.constant 4 : index
      %61 = arith.minsi %59, %60 : index
      %62 = linalg.index 1 : index
      %63 = linalg.index 2 : index
      %64 = tensor.extract %4[%61, %62, %63] : tensor<5x3x8xi8>
      linalg.yield %64 : i8
    } -> tensor<4x3x8xi8>
    %65 = tensor.empty() : tensor<4x3x8xi8>
    %66 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%65 : tensor<4x3x8xi8>) {
    ^bb0(%67: i32, %68: i8):
      %69 = arith.index_cast %67 : i32 to index
      %70 = arith.constant 0 : index
      %71 = arith.maxsi %69, %70 : index
      %72 = arith.constant 4 : index
      %73 = arith.minsi %71, %72 : index
      %74 = linalg.index 1 : index
      %75 = linalg.index 2 : index
      %76 = tensor.extract %5[%73, %74, %75] : tensor<5x3x8xi8>
      linalg.yield %76 : i8
    } -> tensor<4x3x8xi8>
    %77 = tensor.empty() : tensor<4x3x8x32xf32>
    %78 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %20, %32, %43, %54, %66 : tensor<4x3x8x32xi4>, tensor<4x3x32xi8>, tensor<4x3xf16>, tensor<4x3xf16>, tensor<4x3x8xi8>, tensor<4x3x8xi8>) outs(%77 : tensor<4x3x8x32xf32>) {
    ^bb0(%79: i4, %80: i8, %81: f16, %82: f16, %83: i8, %84: i8, %85: f32):
      %86 = arith.extf %81 : f16 to f32
      %87 = arith.extui %83 : i8 to i32
      %88 = arith.sitofp %87 : i32 to f32
      %89 = arith.mulf %86, %88 : f32
      %90 = arith.extf %82 : f16 to f32
      %91 = arith.extui %84 : i8 to i32
      %92 = arith.sitofp %91 : i32 to f32
      %93 = arith.mulf %90, %92 : f32
      %94 = arith.extui %79 : i4 to i32
      %95 = arith.extui %80 : i8 to i32
      %96 = linalg.index 2 : index
      %97 = arith.index_cast %96 : index to i32
      %98 = arith.shrui %95, %97 : i32
      %99 = arith.constant 1 : i32
      %100 = arith.andi %98, %99 : i32
      %101 = arith.constant 4 : i32
      %102 = arith.shli %100, %101 : i32
      %103 = arith.ori %94, %102 : i32
      %104 = arith.sitofp %103 : i32 to f32
      %105 = arith.mulf %89, %104 : f32
      %106 = arith.subf %105, %93 : f32
      linalg.yield %106 : f32
    } -> tensor<4x3x8x32xf32>
    %107 = tensor.collapse_shape %78 [[0], [1, 2, 3]] : tensor<4x3x8x32xf32> into tensor<4x768xf32>
    return %107 : tensor<4x768xf32>
  }
  func.func @pdq_q6_k() -> tensor<5x768xf32> {
    %0 = util.global.load @w.q6_k_codes : tensor<5x3x4x4x16xi4>
    %1 = util.global.load @w.q6_k_codes_hi : tensor<5x3x4x16xi8>
    %2 = util.global.load @w.q6_k_sc : tensor<5x3x4x4xi8>
    %3 = util.global.load @w.q6_k_d : tensor<5x3xf16>
    %4 = tensor.empty() : tensor<5x3x4x4x16xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %1, %2, %3 : tensor<5x3x4x4x16xi4>, tensor<5x3x4x16xi8>, tensor<5x3x4x4xi8>, tensor<5x3xf16>) outs(%4 : tensor<5x3x4x4x16xf32>) {
    ^bb0(%6: i4, %7: i8, %8: i8, %9: f16, %10: f32):
      %11 = arith.extf %9 : f16 to f32
      %12 = arith.extsi %8 : i8 to i32
      %13 = arith.sitofp %12 : i32 to f32
      %14 = arith.mulf %11, %13 : f32
      %15 = arith.extui %6 : i4 to i32
      %16 = linalg.index 3 : index
      %17 = arith.index_cast %16 : index to i32
      %18 = arith.constant 2 : i32
      %19 = arith.muli %17, %18 : i32
      %20 = arith.extui %7 : i8 to i32
      %21 = arith.shrui %20, %19 : i32
      %22 = arith.constant 3 : i32
      %23 = arith.andi %21, %22 : i32
      %24 = arith.constant 4 : i32
      %25 = arith.shli %23, %24 : i32
      %26 = arith.ori %15, %25 : i32
      %27 = arith.constant 32 : i32
      %28 = arith.subi %26, %27 : i32
      %29 = arith.sitofp %28 : i32 to f32
      %30 = arith.mulf %14, %29 : f32
      linalg.yield %30 : f32
    } -> tensor<5x3x4x4x16xf32>
    %31 = tensor.collapse_shape %5 [[0], [1, 2, 3, 4]] : tensor<5x3x4x4x16xf32> into tensor<5x768xf32>
    return %31 : tensor<5x768xf32>
  }
  func.func @pmv_q6_k(%arg0: tensor<1x1x768xf32>) -> tensor<1x1x5xf32> {
    %0 = util.global.load @w.q6_k_codes : tensor<5x3x4x4x16xi4>
    %1 = util.global.load @w.q6_k_codes_hi : tensor<5x3x4x16xi8>
    %2 = util.global.load @w.q6_k_sc : tensor<5x3x4x4xi8>
    %3 = util.global.load @w.q6_k_d : tensor<5x3xf16>
    %4 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x768xf32> into tensor<768xf32>
    %5 = tensor.expand_shape %4 [[0, 1, 2, 3]] output_shape [3, 4, 4, 16] : tensor<768xf32> into tensor<3x4x4x16xf32>
    %6 = arith.constant 0.0 : f32
    %7 = tensor.empty() : tensor<5x16xf32>
    %8 = linalg.fill ins(%6 : f32) outs(%7 : tensor<5x16xf32>) -> tensor<5x16xf32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [32, 0, 0, 0, 0], vector_common_parallel = [1, 16, 0, 0, 0], vector_reduction = [0, 0, 1, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%5, %0, %1, %2, %3 : tensor<3x4x4x16xf32>, tensor<5x3x4x4x16xi4>, tensor<5x3x4x16xi8>, tensor<5x3x4x4xi8>, tensor<5x3xf16>) outs(%8 : tensor<5x16xf32>) {
    ^bb0(%10: f32, %11: i4, %12: i8, %13: i8, %14: f16, %15: f32):
      %16 = arith.extf %14 : f16 to f32
      %17 = arith.extsi %13 : i8 to i32
      %18 = arith.sitofp %17 : i32 to f32
      %19 = arith.mulf %16, %18 : f32
      %20 = arith.extui %11 : i4 to i32
      %21 = linalg.index 4 : index
      %22 = arith.index_cast %21 : index to i32
      %23 = arith.constant 2 : i32
      %24 = arith.muli %22, %23 : i32
      %25 = arith.extui %12 : i8 to i32
      %26 = arith.shrui %25, %24 : i32
      %27 = arith.constant 3 : i32
      %28 = arith.andi %26, %27 : i32
      %29 = arith.constant 4 : i32
      %30 = arith.shli %28, %29 : i32
      %31 = arith.ori %20, %30 : i32
      %32 = arith.constant 32 : i32
      %33 = arith.subi %31, %32 : i32
      %34 = arith.sitofp %33 : i32 to f32
      %35 = arith.mulf %19, %34 : f32
      %36 = arith.constant -0.0 : f32
      %37 = math.fma %10, %35, %36 fastmath<contract> : f32
      %38 = arith.addf %15, %37 : f32
      linalg.yield %38 : f32
    } -> tensor<5x16xf32>
    %39 = arith.constant 0.0 : f32
    %40 = tensor.empty() : tensor<5xf32>
    %41 = linalg.fill ins(%39 : f32) outs(%40 : tensor<5xf32>) -> tensor<5xf32>
    %42 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%9 : tensor<5x16xf32>) outs(%41 : tensor<5xf32>) {
    ^bb0(%43: f32, %44: f32):
      %45 = arith.addf %43, %44 : f32
      linalg.yield %45 : f32
    } -> tensor<5xf32>
    %46 = tensor.expand_shape %42 [[0, 1, 2]] output_shape [1, 1, 5] : tensor<5xf32> into tensor<1x1x5xf32>
    return %46 : tensor<1x1x5xf32>
  }
  func.func @pmm_q6_k(%arg0: tensor<3x768xf32>) -> tensor<3x5xf32> {
    %0 = util.global.load @w.q6_k_codes : tensor<5x3x4x4x16xi4>
    %1 = util.global.load @w.q6_k_codes_hi : tensor<5x3x4x16xi8>
    %2 = util.global.load @w.q6_k_sc : tensor<5x3x4x4xi8>
    %3 = util.global.load @w.q6_k_d : tensor<5x3xf16>
    %4 = tensor.empty() : tensor<5x3x4x4x16xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %1, %2, %3 : tensor<5x3x4x4x16xi4>, tensor<5x3x4x16xi8>, tensor<5x3x4x4xi8>, tensor<5x3xf16>) outs(%4 : tensor<5x3x4x4x16xf32>) {
    ^bb0(%6: i4, %7: i8, %8: i8, %9: f16, %10: f32):
      %11 = arith.extf %9 : f16 to f32
      %12 = arith.extsi %8 : i8 to i32
      %13 = arith.sitofp %12 : i32 to f32
      %14 = arith.mulf %11, %13 : f32
      %15 = arith.extui %6 : i4 to i32
      %16 = linalg.index 3 : index
      %17 = arith.index_cast %16 : index to i32
      %18 = arith.constant 2 : i32
      %19 = arith.muli %17, %18 : i32
      %20 = arith.extui %7 : i8 to i32
      %21 = arith.shrui %20, %19 : i32
      %22 = arith.constant 3 : i32
      %23 = arith.andi %21, %22 : i32
      %24 = arith.constant 4 : i32
      %25 = arith.shli %23, %24 : i32
      %26 = arith.ori %15, %25 : i32
      %27 = arith.constant 32 : i32
      %28 = arith.subi %26, %27 : i32
      %29 = arith.sitofp %28 : i32 to f32
      %30 = arith.mulf %14, %29 : f32
      linalg.yield %30 : f32
    } -> tensor<5x3x4x4x16xf32>
    %31 = tensor.collapse_shape %5 [[0], [1, 2, 3, 4]] : tensor<5x3x4x4x16xf32> into tensor<5x768xf32>
    %32 = arith.constant 0.0 : f32
    %33 = tensor.empty() : tensor<3x5xf32>
    %34 = linalg.fill ins(%32 : f32) outs(%33 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %31 : tensor<3x768xf32>, tensor<5x768xf32>) outs(%34 : tensor<3x5xf32>) {
    ^bb0(%36: f32, %37: f32, %38: f32):
      %39 = arith.mulf %36, %37 : f32
      %40 = arith.addf %38, %39 : f32
      linalg.yield %40 : f32
    } -> tensor<3x5xf32>
    return %35 : tensor<3x5xf32>
  }
  func.func @pem_q6_k(%arg0: tensor<4xi32>) -> tensor<4x768xf32> {
    %0 = util.global.load @w.q6_k_codes : tensor<5x3x4x4x16xi4>
    %1 = util.global.load @w.q6_k_codes_hi : tensor<5x3x4x16xi8>
    %2 = util.global.load @w.q6_k_sc : tensor<5x3x4x4xi8>
    %3 = util.global.load @w.q6_k_d : tensor<5x3xf16>
    %4 = tensor.empty() : tensor<4x3x4x4x16xi4>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%4 : tensor<4x3x4x4x16xi4>) {
    ^bb0(%6: i32, %7: i4):
      %8 = arith.index_cast %6 : i32 to index
      %9 = arith.constant 0 : index
      %10 = arith.maxsi %8, %9 : index
      %11 = arith.constant 4 : index
      %12 = arith.minsi %10, %11 : index
      %13 = linalg.index 1 : index
      %14 = linalg.index 2 : index
      %15 = linalg.index 3 : index
      %16 = linalg.index 4 : index
      %17 = tensor.extract %0[%12, %13, %14, %15, %16] : tensor<5x3x4x4x16xi4>
      linalg.yield %17 : i4
    } -> tensor<4x3x4x4x16xi4>
    %18 = tensor.empty() : tensor<4x3x4x16xi8>
    %19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%18 : tensor<4x3x4x16xi8>) {
    ^bb0(%20: i32, %21: i8):
      %22 = arith.index_cast %20 : i32 to index
      %23 = arith.constant 0 : index
      %24 = arith.maxsi %22, %23 : index
      %25 = arith.constant 4 : index
      %26 = arith.minsi %24, %25 : index
      %27 = linalg.index 1 : index
      %28 = linalg.index 2 : index
      %29 = linalg.index 3 : index
      %30 = tensor.extract %1[%26, %27, %28, %29] : tensor<5x3x4x16xi8>
      linalg.yield %30 : i8
    } -> tensor<4x3x4x16xi8>
    %31 = tensor.empty() : tensor<4x3x4x4xi8>
    %32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%31 : tensor<4x3x4x4xi8>) {
    ^bb0(%33: i32, %34: i8):
      %35 = arith.index_cast %33 : i32 to index
      %36 = arith.constant 0 : index
      %37 = arith.maxsi %35, %36 : index
      %38 = arith.constant 4 : index
      %39 = arith.minsi %37, %38 : index
      %40 = linalg.index 1 : index
      %41 = linalg.index 2 : index
      %42 = linalg.index 3 : index
      %43 = tensor.extract %2[%39, %40, %41, %42] : tensor<5x3x4x4xi8>
      linalg.yield %43 : i8
    } -> tensor<4x3x4x4xi8>
    %44 = tensor.empty() : tensor<4x3xf16>
    %45 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%44 : tensor<4x3xf16>) {
    ^bb0(%46: i32, %47: f16):
      %48 = arith.index_cast %46 : i32 to index
      %49 = arith.constant 0 : index
      %50 = arith.maxsi %48, %49 : index
      %51 = arith.constant 4 : index
      %52 = arith.minsi %50, %51 : index
      %53 = linalg.index 1 : index
      %54 = tensor.extract %3[%52, %53] : tensor<5x3xf16>
      linalg.yield %54 : f16
    } -> tensor<4x3xf16>
    %55 = tensor.empty() : tensor<4x3x4x4x16xf32>
    %56 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%5, %19, %32, %45 : tensor<4x3x4x4x16xi4>, tensor<4x3x4x16xi8>, tensor<4x3x4x4xi8>, tensor<4x3xf16>) outs(%55 : tensor<4x3x4x4x16xf32>) {
    ^bb0(%57: i4, %58: i8, %59: i8, %60: f16, %61: f32):
      %62 = arith.extf %60 : f16 to f32
      %63 = arith.extsi %59 : i8 to i32
      %64 = arith.sitofp %63 : i32 to f32
      %65 = arith.mulf %62, %64 : f32
      %66 = arith.extui %57 : i4 to i32
      %67 = linalg.index 3 : index
      %68 = arith.index_cast %67 : index to i32
      %69 = arith.constant 2 : i32
      %70 = arith.muli %68, %69 : i32
      %71 = arith.extui %58 : i8 to i32
      %72 = arith.shrui %71, %70 : i32
      %73 = arith.constant 3 : i32
      %74 = arith.andi %72, %73 : i32
      %75 = arith.constant 4 : i32
      %76 = arith.shli %74, %75 : i32
      %77 = arith.ori %66, %76 : i32
      %78 = arith.constant 32 : i32
      %79 = arith.subi %77, %78 : i32
      %80 = arith.sitofp %79 : i32 to f32
      %81 = arith.mulf %65, %80 : f32
      linalg.yield %81 : f32
    } -> tensor<4x3x4x4x16xf32>
    %82 = tensor.collapse_shape %56 [[0], [1, 2, 3, 4]] : tensor<4x3x4x4x16xf32> into tensor<4x768xf32>
    return %82 : tensor<4x768xf32>
  }
  func.func @pdq_q4_0_rows() -> tensor<8x96xf32> {
    %0 = util.global.load @w.q4_0_rows_codes : tensor<2x3x32x2xi8>
    %1 = util.global.load @w.q4_0_rows_d : tensor<2x3x2x2xf16>
    %2 = tensor.empty() : tensor<2x2x2x3x32xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 0, 0, 3, 0], vector_common_parallel = [1, 1, 2, 1, 16]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%0, %1 : tensor<2x3x32x2xi8>, tensor<2x3x2x2xf16>) outs(%2 : tensor<2x2x2x3x32xf32>) {
    ^bb0(%4: i8, %5: f16, %6: f32):
      %7 = linalg.index 1 : index
      %8 = arith.index_cast %7 : index to i32
      %9 = arith.constant 4 : i32
      %10 = arith.muli %8, %9 : i32
      %11 = arith.extui %4 : i8 to i32
      %12 = arith.shrui %11, %10 : i32
      %13 = arith.constant 15 : i32
      %14 = arith.andi %12, %13 : i32
      %15 = arith.constant 8 : i32
      %16 = arith.xori %14, %15 : i32
      %17 = arith.constant 8 : i32
      %18 = arith.subi %16, %17 : i32
      %19 = arith.sitofp %18 : i32 to f32
      %20 = arith.extf %5 : f16 to f32
      %21 = arith.mulf %19, %20 : f32
      linalg.yield %21 : f32
    } -> tensor<2x2x2x3x32xf32>
    %22 = tensor.collapse_shape %3 [[0, 1, 2], [3, 4]] : tensor<2x2x2x3x32xf32> into tensor<8x96xf32>
    return %22 : tensor<8x96xf32>
  }
  func.func @pmv_q4_0_rows(%arg0: tensor<1x1x96xf32>) -> tensor<1x1x8xf32> {
    %0 = util.global.load @w.q4_0_rows_codes : tensor<2x3x32x2xi8>
    %1 = util.global.load @w.q4_0_rows_d : tensor<2x3x2x2xf16>
    %2 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x96xf32> into tensor<96xf32>
    %3 = tensor.expand_shape %2 [[0, 1]] output_shape [3, 32] : tensor<96xf32> into tensor<3x32xf32>
    %4 = arith.constant 0.0 : f32
    %5 = tensor.empty() : tensor<2x2x2xf32>
    %6 = linalg.fill ins(%4 : f32) outs(%5 : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 0, 0, 0, 0], vector_common_parallel = [1, 2, 2, 0, 0], vector_reduction = [0, 0, 0, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%3, %0, %1 : tensor<3x32xf32>, tensor<2x3x32x2xi8>, tensor<2x3x2x2xf16>) outs(%6 : tensor<2x2x2xf32>) {
    ^bb0(%8: f32, %9: i8, %10: f16, %11: f32):
      %12 = linalg.index 1 : index
      %13 = arith.index_cast %12 : index to i32
      %14 = arith.constant 4 : i32
      %15 = arith.muli %13, %14 : i32
      %16 = arith.extui %9 : i8 to i32
      %17 = arith.shrui %16, %15 : i32
      %18 = arith.constant 15 : i32
      %19 = arith.andi %17, %18 : i32
      %20 = arith.constant 8 : i32
      %21 = arith.xori %19, %20 : i32
      %22 = arith.constant 8 : i32
      %23 = arith.subi %21, %22 : i32
      %24 = arith.sitofp %23 : i32 to f32
      %25 = arith.extf %10 : f16 to f32
      %26 = arith.mulf %24, %25 : f32
      %27 = arith.constant -0.0 : f32
      %28 = math.fma %8, %26, %27 fastmath<contract> : f32
      %29 = arith.addf %11, %28 : f32
      linalg.yield %29 : f32
    } -> tensor<2x2x2xf32>
    %30 = tensor.collapse_shape %7 [[0, 1, 2]] : tensor<2x2x2xf32> into tensor<8xf32>
    %31 = tensor.expand_shape %30 [[0, 1, 2]] output_shape [1, 1, 8] : tensor<8xf32> into tensor<1x1x8xf32>
    return %31 : tensor<1x1x8xf32>
  }
  func.func @pmm_q4_0_rows(%arg0: tensor<3x96xf32>) -> tensor<3x8xf32> {
    %0 = util.global.load @w.q4_0_rows_codes : tensor<2x3x32x2xi8>
    %1 = util.global.load @w.q4_0_rows_d : tensor<2x3x2x2xf16>
    %2 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [3, 3, 32] : tensor<3x96xf32> into tensor<3x3x32xf32>
    %3 = arith.constant 0.0 : f32
    %4 = tensor.empty() : tensor<3x2x2x2xf32>
    %5 = linalg.fill ins(%3 : f32) outs(%4 : tensor<3x2x2x2xf32>) -> tensor<3x2x2x2xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d4, d5, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d4, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [2, 1, 0, 0, 0, 0], vector_common_parallel = [2, 1, 2, 2, 0, 0], vector_reduction = [0, 0, 0, 0, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%2, %0, %1 : tensor<3x3x32xf32>, tensor<2x3x32x2xi8>, tensor<2x3x2x2xf16>) outs(%5 : tensor<3x2x2x2xf32>) {
    ^bb0(%7: f32, %8: i8, %9: f16, %10: f32):
      %11 = linalg.index 2 : index
      %12 = arith.index_cast %11 : index to i32
      %13 = arith.constant 4 : i32
      %14 = arith.muli %12, %13 : i32
      %15 = arith.extui %8 : i8 to i32
      %16 = arith.shrui %15, %14 : i32
      %17 = arith.constant 15 : i32
      %18 = arith.andi %16, %17 : i32
      %19 = arith.constant 8 : i32
      %20 = arith.xori %18, %19 : i32
      %21 = arith.constant 8 : i32
      %22 = arith.subi %20, %21 : i32
      %23 = arith.sitofp %22 : i32 to f32
      %24 = arith.extf %9 : f16 to f32
      %25 = arith.mulf %23, %24 : f32
      %26 = arith.constant -0.0 : f32
      %27 = math.fma %7, %25, %26 fastmath<contract> : f32
      %28 = arith.addf %10, %27 : f32
      linalg.yield %28 : f32
    } -> tensor<3x2x2x2xf32>
    %29 = tensor.collapse_shape %6 [[0], [1, 2, 3]] : tensor<3x2x2x2xf32> into tensor<3x8xf32>
    return %29 : tensor<3x8xf32>
  }
  func.func @pem_q4_0_rows(%arg0: tensor<4xi32>) -> tensor<4x96xf32> {
    %0 = util.global.load @w.q4_0_rows_codes : tensor<2x3x32x2xi8>
    %1 = util.global.load @w.q4_0_rows_d : tensor<2x3x2x2xf16>
    %2 = tensor.empty() : tensor<4x3x32xi4>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%2 : tensor<4x3x32xi4>) {
    ^bb0(%4: i32, %5: i4):
      %6 = arith.index_cast %4 : i32 to index
      %7 = arith.constant 0 : index
      %8 = arith.maxsi %6, %7 : index
      %9 = arith.constant 7 : index
      %10 = arith.minsi %8, %9 : index
      %11 = arith.constant 4 : index
      %12 = arith.remui %10, %11 : index
      %13 = arith.divui %10, %11 : index
      %14 = linalg.index 1 : index
      %15 = linalg.index 2 : index
      %16 = arith.constant 2 : index
      %17 = arith.divui %12, %16 : index
      %18 = arith.remui %12, %16 : index
      %19 = tensor.extract %0[%13, %14, %15, %18] : tensor<2x3x32x2xi8>
      %20 = arith.index_cast %17 : index to i32
      %21 = arith.constant 4 : i32
      %22 = arith.muli %20, %21 : i32
      %23 = arith.extui %19 : i8 to i32
      %24 = arith.shrui %23, %22 : i32
      %25 = arith.constant 15 : i32
      %26 = arith.andi %24, %25 : i32
      %27 = arith.trunci %26 : i32 to i4
      linalg.yield %27 : i4
    } -> tensor<4x3x32xi4>
    %28 = tensor.empty() : tensor<4x3xf16>
    %29 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%28 : tensor<4x3xf16>) {
    ^bb0(%30: i32, %31: f16):
      %32 = arith.index_cast %30 : i32 to index
      %33 = arith.constant 0 : index
      %34 = arith.maxsi %32, %33 : index
      %35 = arith.constant 7 : index
      %36 = arith.minsi %34, %35 : index
      %37 = arith.constant 4 : index
      %38 = arith.remui %36, %37 : index
      %39 = arith.divui %36, %37 : index
      %40 = linalg.index 1 : index
      %41 = arith.constant 2 : index
      %42 = arith.divui %38, %41 : index
      %43 = arith.remui %38, %41 : index
      %44 = tensor.extract %1[%39, %40, %42, %43] : tensor<2x3x2x2xf16>
      linalg.yield %44 : f16
    } -> tensor<4x3xf16>
    %45 = tensor.empty() : tensor<4x3x32xf32>
    %46 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %29 : tensor<4x3x32xi4>, tensor<4x3xf16>) outs(%45 : tensor<4x3x32xf32>) {
    ^bb0(%47: i4, %48: f16, %49: f32):
      %50 = arith.extsi %47 : i4 to i32
      %51 = arith.sitofp %50 : i32 to f32
      %52 = arith.extf %48 : f16 to f32
      %53 = arith.mulf %51, %52 : f32
      linalg.yield %53 : f32
    } -> tensor<4x3x32xf32>
    %54 = tensor.collapse_shape %46 [[0], [1, 2]] : tensor<4x3x32xf32> into tensor<4x96xf32>
    return %54 : tensor<4x96xf32>
  }
  func.func @pdq_q4_1_rows() -> tensor<8x96xf32> {
    %0 = util.global.load @w.q4_1_rows_codes : tensor<2x3x32x2xi8>
    %1 = util.global.load @w.q4_1_rows_d : tensor<2x3x2x2xf16>
    %2 = util.global.load @w.q4_1_rows_m : tensor<2x3x2x2xf16>
    %3 = tensor.empty() : tensor<2x2x2x3x32xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 0, 0, 3, 0], vector_common_parallel = [1, 1, 2, 1, 16]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%0, %1, %2 : tensor<2x3x32x2xi8>, tensor<2x3x2x2xf16>, tensor<2x3x2x2xf16>) outs(%3 : tensor<2x2x2x3x32xf32>) {
    ^bb0(%5: i8, %6: f16, %7: f16, %8: f32):
      %9 = linalg.index 1 : index
      %10 = arith.index_cast %9 : index to i32
      %11 = arith.constant 4 : i32
      %12 = arith.muli %10, %11 : i32
      %13 = arith.extui %5 : i8 to i32
      %14 = arith.shrui %13, %12 : i32
      %15 = arith.constant 15 : i32
      %16 = arith.andi %14, %15 : i32
      %17 = arith.sitofp %16 : i32 to f32
      %18 = arith.extf %6 : f16 to f32
      %19 = arith.mulf %17, %18 : f32
      %20 = arith.extf %7 : f16 to f32
      %21 = arith.addf %19, %20 : f32
      linalg.yield %21 : f32
    } -> tensor<2x2x2x3x32xf32>
    %22 = tensor.collapse_shape %4 [[0, 1, 2], [3, 4]] : tensor<2x2x2x3x32xf32> into tensor<8x96xf32>
    return %22 : tensor<8x96xf32>
  }
  func.func @pmv_q4_1_rows(%arg0: tensor<1x1x96xf32>) -> tensor<1x1x8xf32> {
    %0 = util.global.load @w.q4_1_rows_codes : tensor<2x3x32x2xi8>
    %1 = util.global.load @w.q4_1_rows_d : tensor<2x3x2x2xf16>
    %2 = util.global.load @w.q4_1_rows_m : tensor<2x3x2x2xf16>
    %3 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x96xf32> into tensor<96xf32>
    %4 = tensor.expand_shape %3 [[0, 1]] output_shape [3, 32] : tensor<96xf32> into tensor<3x32xf32>
    %5 = arith.constant 0.0 : f32
    %6 = tensor.empty() : tensor<2x3x2x2xf32>
    %7 = linalg.fill ins(%5 : f32) outs(%6 : tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 0, 0, 0, 0], vector_common_parallel = [1, 2, 2, 1, 0], vector_reduction = [0, 0, 0, 0, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%4, %0 : tensor<3x32xf32>, tensor<2x3x32x2xi8>) outs(%7 : tensor<2x3x2x2xf32>) {
    ^bb0(%9: f32, %10: i8, %11: f32):
      %12 = linalg.index 1 : index
      %13 = arith.index_cast %12 : index to i32
      %14 = arith.extui %10 : i8 to i32
      %15 = arith.constant 15 : i32
      %16 = arith.constant 4 : i32
      %17 = arith.muli %13, %16 : i32
      %18 = arith.shli %15, %17 : i32
      %19 = arith.andi %14, %18 : i32
      %20 = arith.sitofp %19 : i32 to f32
      %21 = arith.constant -0.0 : f32
      %22 = math.fma %9, %20, %21 fastmath<contract> : f32
      %23 = arith.addf %11, %22 : f32
      linalg.yield %23 : f32
    } -> tensor<2x3x2x2xf32>
    %24 = arith.constant 0.0 : f32
    %25 = tensor.empty() : tensor<3xf32>
    %26 = linalg.fill ins(%24 : f32) outs(%25 : tensor<3xf32>) -> tensor<3xf32>
    %27 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%4 : tensor<3x32xf32>) outs(%26 : tensor<3xf32>) {
    ^bb0(%28: f32, %29: f32):
      %30 = arith.addf %29, %28 : f32
      linalg.yield %30 : f32
    } -> tensor<3xf32>
    %31 = tensor.collapse_shape %8 [[0], [1], [2, 3]] : tensor<2x3x2x2xf32> into tensor<2x3x4xf32>
    %32 = tensor.collapse_shape %1 [[0], [1], [2, 3]] : tensor<2x3x2x2xf16> into tensor<2x3x4xf16>
    %33 = tensor.collapse_shape %2 [[0], [1], [2, 3]] : tensor<2x3x2x2xf16> into tensor<2x3x4xf16>
    %34 = arith.constant 0.0 : f32
    %35 = tensor.empty() : tensor<2x4xf32>
    %36 = linalg.fill ins(%34 : f32) outs(%35 : tensor<2x4xf32>) -> tensor<2x4xf32>
    %37 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 0, 0], vector_common_parallel = [1, 4, 0], vector_reduction = [0, 0, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%31, %27, %32, %33 : tensor<2x3x4xf32>, tensor<3xf32>, tensor<2x3x4xf16>, tensor<2x3x4xf16>) outs(%36 : tensor<2x4xf32>) {
    ^bb0(%38: f32, %39: f32, %40: f16, %41: f16, %42: f32):
      %43 = arith.extf %40 : f16 to f32
      %44 = arith.extf %41 : f16 to f32
      %45 = linalg.index 1 : index
      %46 = arith.index_cast %45 : index to i32
      %47 = arith.constant 2 : i32
      %48 = arith.cmpi uge, %46, %47 : i32
      %49 = arith.constant 6.25e-02 : f32
      %50 = arith.constant 1.0 : f32
      %51 = arith.select %48, %49, %50 : f32
      %52 = arith.mulf %43, %51 : f32
      %53 = arith.mulf %44, %39 : f32
      %54 = math.fma %38, %52, %53 fastmath<contract> : f32
      %55 = arith.addf %42, %54 : f32
      linalg.yield %55 : f32
    } -> tensor<2x4xf32>
    %56 = tensor.collapse_shape %37 [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
    %57 = tensor.expand_shape %56 [[0, 1, 2]] output_shape [1, 1, 8] : tensor<8xf32> into tensor<1x1x8xf32>
    return %57 : tensor<1x1x8xf32>
  }
  func.func @pmm_q4_1_rows(%arg0: tensor<3x96xf32>) -> tensor<3x8xf32> {
    %0 = util.global.load @w.q4_1_rows_codes : tensor<2x3x32x2xi8>
    %1 = util.global.load @w.q4_1_rows_d : tensor<2x3x2x2xf16>
    %2 = util.global.load @w.q4_1_rows_m : tensor<2x3x2x2xf16>
    %3 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [3, 3, 32] : tensor<3x96xf32> into tensor<3x3x32xf32>
    %4 = arith.constant 0.0 : f32
    %5 = tensor.empty() : tensor<3x2x2x2xf32>
    %6 = linalg.fill ins(%4 : f32) outs(%5 : tensor<3x2x2x2xf32>) -> tensor<3x2x2x2xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d4, d5, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d4, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d4, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [2, 1, 0, 0, 0, 0], vector_common_parallel = [2, 1, 2, 2, 0, 0], vector_reduction = [0, 0, 0, 0, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%3, %0, %1, %2 : tensor<3x3x32xf32>, tensor<2x3x32x2xi8>, tensor<2x3x2x2xf16>, tensor<2x3x2x2xf16>) outs(%6 : tensor<3x2x2x2xf32>) {
    ^bb0(%8: f32, %9: i8, %10: f16, %11: f16, %12: f32):
      %13 = linalg.index 2 : index
      %14 = arith.index_cast %13 : index to i32
      %15 = arith.constant 4 : i32
      %16 = arith.muli %14, %15 : i32
      %17 = arith.extui %9 : i8 to i32
      %18 = arith.shrui %17, %16 : i32
      %19 = arith.constant 15 : i32
      %20 = arith.andi %18, %19 : i32
      %21 = arith.sitofp %20 : i32 to f32
      %22 = arith.extf %10 : f16 to f32
      %23 = arith.mulf %21, %22 : f32
      %24 = arith.extf %11 : f16 to f32
      %25 = arith.addf %23, %24 : f32
      %26 = arith.constant -0.0 : f32
      %27 = math.fma %8, %25, %26 fastmath<contract> : f32
      %28 = arith.addf %12, %27 : f32
      linalg.yield %28 : f32
    } -> tensor<3x2x2x2xf32>
    %29 = tensor.collapse_shape %7 [[0], [1, 2, 3]] : tensor<3x2x2x2xf32> into tensor<3x8xf32>
    return %29 : tensor<3x8xf32>
  }
  func.func @pem_q4_1_rows(%arg0: tensor<4xi32>) -> tensor<4x96xf32> {
    %0 = util.global.load @w.q4_1_rows_codes : tensor<2x3x32x2xi8>
    %1 = util.global.load @w.q4_1_rows_d : tensor<2x3x2x2xf16>
    %2 = util.global.load @w.q4_1_rows_m : tensor<2x3x2x2xf16>
    %3 = tensor.empty() : tensor<4x3x32xi4>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%3 : tensor<4x3x32xi4>) {
    ^bb0(%5: i32, %6: i4):
      %7 = arith.index_cast %5 : i32 to index
      %8 = arith.constant 0 : index
      %9 = arith.maxsi %7, %8 : index
      %10 = arith.constant 7 : index
      %11 = arith.minsi %9, %10 : index
      %12 = arith.constant 4 : index
      %13 = arith.remui %11, %12 : index
      %14 = arith.divui %11, %12 : index
      %15 = linalg.index 1 : index
      %16 = linalg.index 2 : index
      %17 = arith.constant 2 : index
      %18 = arith.divui %13, %17 : index
      %19 = arith.remui %13, %17 : index
      %20 = tensor.extract %0[%14, %15, %16, %19] : tensor<2x3x32x2xi8>
      %21 = arith.index_cast %18 : index to i32
      %22 = arith.constant 4 : i32
      %23 = arith.muli %21, %22 : i32
      %24 = arith.extui %20 : i8 to i32
      %25 = arith.shrui %24, %23 : i32
      %26 = arith.constant 15 : i32
      %27 = arith.andi %25, %26 : i32
      %28 = arith.trunci %27 : i32 to i4
      linalg.yield %28 : i4
    } -> tensor<4x3x32xi4>
    %29 = tensor.empty() : tensor<4x3xf16>
    %30 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%29 : tensor<4x3xf16>) {
    ^bb0(%31: i32, %32: f16):
      %33 = arith.index_cast %31 : i32 to index
      %34 = arith.constant 0 : index
      %35 = arith.maxsi %33, %34 : index
      %36 = arith.constant 7 : index
      %37 = arith.minsi %35, %36 : index
      %38 = arith.constant 4 : index
      %39 = arith.remui %37, %38 : index
      %40 = arith.divui %37, %38 : index
      %41 = linalg.index 1 : index
      %42 = arith.constant 2 : index
      %43 = arith.divui %39, %42 : index
      %44 = arith.remui %39, %42 : index
      %45 = tensor.extract %1[%40, %41, %43, %44] : tensor<2x3x2x2xf16>
      linalg.yield %45 : f16
    } -> tensor<4x3xf16>
    %46 = tensor.empty() : tensor<4x3xf16>
    %47 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%46 : tensor<4x3xf16>) {
    ^bb0(%48: i32, %49: f16):
      %50 = arith.index_cast %48 : i32 to index
      %51 = arith.constant 0 : index
      %52 = arith.maxsi %50, %51 : index
      %53 = arith.constant 7 : index
      %54 = arith.minsi %52, %53 : index
      %55 = arith.constant 4 : index
      %56 = arith.remui %54, %55 : index
      %57 = arith.divui %54, %55 : index
      %58 = linalg.index 1 : index
      %59 = arith.constant 2 : index
      %60 = arith.divui %56, %59 : index
      %61 = arith.remui %56, %59 : index
      %62 = tensor.extract %2[%57, %58, %60, %61] : tensor<2x3x2x2xf16>
      linalg.yield %62 : f16
    } -> tensor<4x3xf16>
    %63 = tensor.empty() : tensor<4x3x32xf32>
    %64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %30, %47 : tensor<4x3x32xi4>, tensor<4x3xf16>, tensor<4x3xf16>) outs(%63 : tensor<4x3x32xf32>) {
    ^bb0(%65: i4, %66: f16, %67: f16, %68: f32):
      %69 = arith.extui %65 : i4 to i32
      %70 = arith.sitofp %69 : i32 to f32
      %71 = arith.extf %66 : f16 to f32
      %72 = arith.mulf %70, %71 : f32
      %73 = arith.extf %67 : f16 to f32
      %74 = arith.addf %72, %73 : f32
      linalg.yield %74 : f32
    } -> tensor<4x3x32xf32>
    %75 = tensor.collapse_shape %64 [[0], [1, 2]] : tensor<4x3x32xf32> into tensor<4x96xf32>
    return %75 : tensor<4x96xf32>
  }
  func.func @pdq_q5_0_rows() -> tensor<8x96xf32> {
    %0 = util.global.load @w.q5_0_rows_codes : tensor<2x3x8x4x2xi8>
    %1 = util.global.load @w.q5_0_rows_codes_hi : tensor<2x3x4x2x2xi8>
    %2 = util.global.load @w.q5_0_rows_d : tensor<2x3x2x2xf16>
    %3 = tensor.empty() : tensor<2x2x2x3x8x4xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d5, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d5, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 0, 0, 3, 0, 0], vector_common_parallel = [1, 1, 2, 1, 1, 4]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%0, %1, %2 : tensor<2x3x8x4x2xi8>, tensor<2x3x4x2x2xi8>, tensor<2x3x2x2xf16>) outs(%3 : tensor<2x2x2x3x8x4xf32>) {
    ^bb0(%5: i8, %6: i8, %7: f16, %8: f32):
      %9 = linalg.index 1 : index
      %10 = arith.index_cast %9 : index to i32
      %11 = arith.constant 4 : i32
      %12 = arith.muli %10, %11 : i32
      %13 = arith.extui %5 : i8 to i32
      %14 = arith.shrui %13, %12 : i32
      %15 = arith.constant 15 : i32
      %16 = arith.andi %14, %15 : i32
      %17 = arith.extui %6 : i8 to i32
      %18 = linalg.index 4 : index
      %19 = arith.index_cast %18 : index to i32
      %20 = arith.shrui %17, %19 : i32
      %21 = arith.constant 1 : i32
      %22 = arith.andi %20, %21 : i32
      %23 = arith.constant 4 : i32
      %24 = arith.shli %22, %23 : i32
      %25 = arith.ori %16, %24 : i32
      %26 = arith.constant 16 : i32
      %27 = arith.subi %25, %26 : i32
      %28 = arith.sitofp %27 : i32 to f32
      %29 = arith.extf %7 : f16 to f32
      %30 = arith.mulf %28, %29 : f32
      linalg.yield %30 : f32
    } -> tensor<2x2x2x3x8x4xf32>
    %31 = tensor.collapse_shape %4 [[0, 1, 2], [3, 4, 5]] : tensor<2x2x2x3x8x4xf32> into tensor<8x96xf32>
    return %31 : tensor<8x96xf32>
  }
  func.func @pmv_q5_0_rows(%arg0: tensor<1x1x96xf32>) -> tensor<1x1x8xf32> {
    %0 = util.global.load @w.q5_0_rows_codes : tensor<2x3x8x4x2xi8>
    %1 = util.global.load @w.q5_0_rows_codes_hi : tensor<2x3x4x2x2xi8>
    %2 = util.global.load @w.q5_0_rows_d : tensor<2x3x2x2xf16>
    %3 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x96xf32> into tensor<96xf32>
    %4 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [3, 8, 4] : tensor<96xf32> into tensor<3x8x4xf32>
    %5 = arith.constant 0.0 : f32
    %6 = tensor.empty() : tensor<2x2x2xf32>
    %7 = linalg.fill ins(%5 : f32) outs(%6 : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d5, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d5, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 0, 0, 0, 0, 0], vector_common_parallel = [1, 2, 2, 0, 0, 0], vector_reduction = [0, 0, 0, 1, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%4, %0, %1, %2 : tensor<3x8x4xf32>, tensor<2x3x8x4x2xi8>, tensor<2x3x4x2x2xi8>, tensor<2x3x2x2xf16>) outs(%7 : tensor<2x2x2xf32>) {
    ^bb0(%9: f32, %10: i8, %11: i8, %12: f16, %13: f32):
      %14 = linalg.index 1 : index
      %15 = arith.index_cast %14 : index to i32
      %16 = arith.constant 4 : i32
      %17 = arith.muli %15, %16 : i32
      %18 = arith.extui %10 : i8 to i32
      %19 = arith.shrui %18, %17 : i32
      %20 = arith.constant 15 : i32
      %21 = arith.andi %19, %20 : i32
      %22 = arith.extui %11 : i8 to i32
      %23 = linalg.index 4 : index
      %24 = arith.index_cast %23 : index to i32
      %25 = arith.shrui %22, %24 : i32
      %26 = arith.constant 1 : i32
      %27 = arith.andi %25, %26 : i32
      %28 = arith.constant 4 : i32
      %29 = arith.shli %27, %28 : i32
      %30 = arith.ori %21, %29 : i32
      %31 = arith.constant 16 : i32
      %32 = arith.subi %30, %31 : i32
      %33 = arith.sitofp %32 : i32 to f32
      %34 = arith.extf %12 : f16 to f32
      %35 = arith.mulf %33, %34 : f32
      %36 = arith.constant -0.0 : f32
      %37 = math.fma %9, %35, %36 fastmath<contract> : f32
      %38 = arith.addf %13, %37 : f32
      linalg.yield %38 : f32
    } -> tensor<2x2x2xf32>
    %39 = tensor.collapse_shape %8 [[0, 1, 2]] : tensor<2x2x2xf32> into tensor<8xf32>
    %40 = tensor.expand_shape %39 [[0, 1, 2]] output_shape [1, 1, 8] : tensor<8xf32> into tensor<1x1x8xf32>
    return %40 : tensor<1x1x8xf32>
  }
  func.func @pmm_q5_0_rows(%arg0: tensor<3x96xf32>) -> tensor<3x8xf32> {
    %0 = util.global.load @w.q5_0_rows_codes : tensor<2x3x8x4x2xi8>
    %1 = util.global.load @w.q5_0_rows_codes_hi : tensor<2x3x4x2x2xi8>
    %2 = util.global.load @w.q5_0_rows_d : tensor<2x3x2x2xf16>
    %3 = tensor.expand_shape %arg0 [[0], [1, 2, 3]] output_shape [3, 3, 8, 4] : tensor<3x96xf32> into tensor<3x3x8x4xf32>
    %4 = arith.constant 0.0 : f32
    %5 = tensor.empty() : tensor<3x2x2x2xf32>
    %6 = linalg.fill ins(%4 : f32) outs(%5 : tensor<3x2x2x2xf32>) -> tensor<3x2x2x2xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d6, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [2, 1, 0, 0, 0, 0, 0], vector_common_parallel = [2, 1, 2, 2, 0, 0, 0], vector_reduction = [0, 0, 0, 0, 1, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%3, %0, %1, %2 : tensor<3x3x8x4xf32>, tensor<2x3x8x4x2xi8>, tensor<2x3x4x2x2xi8>, tensor<2x3x2x2xf16>) outs(%6 : tensor<3x2x2x2xf32>) {
    ^bb0(%8: f32, %9: i8, %10: i8, %11: f16, %12: f32):
      %13 = linalg.index 2 : index
      %14 = arith.index_cast %13 : index to i32
      %15 = arith.constant 4 : i32
      %16 = arith.muli %14, %15 : i32
      %17 = arith.extui %9 : i8 to i32
      %18 = arith.shrui %17, %16 : i32
      %19 = arith.constant 15 : i32
      %20 = arith.andi %18, %19 : i32
      %21 = arith.extui %10 : i8 to i32
      %22 = linalg.index 5 : index
      %23 = arith.index_cast %22 : index to i32
      %24 = arith.shrui %21, %23 : i32
      %25 = arith.constant 1 : i32
      %26 = arith.andi %24, %25 : i32
      %27 = arith.constant 4 : i32
      %28 = arith.shli %26, %27 : i32
      %29 = arith.ori %20, %28 : i32
      %30 = arith.constant 16 : i32
      %31 = arith.subi %29, %30 : i32
      %32 = arith.sitofp %31 : i32 to f32
      %33 = arith.extf %11 : f16 to f32
      %34 = arith.mulf %32, %33 : f32
      %35 = arith.constant -0.0 : f32
      %36 = math.fma %8, %34, %35 fastmath<contract> : f32
      %37 = arith.addf %12, %36 : f32
      linalg.yield %37 : f32
    } -> tensor<3x2x2x2xf32>
    %38 = tensor.collapse_shape %7 [[0], [1, 2, 3]] : tensor<3x2x2x2xf32> into tensor<3x8xf32>
    return %38 : tensor<3x8xf32>
  }
  func.func @pem_q5_0_rows(%arg0: tensor<4xi32>) -> tensor<4x96xf32> {
    %0 = util.global.load @w.q5_0_rows_codes : tensor<2x3x8x4x2xi8>
    %1 = util.global.load @w.q5_0_rows_codes_hi : tensor<2x3x4x2x2xi8>
    %2 = util.global.load @w.q5_0_rows_d : tensor<2x3x2x2xf16>
    %3 = tensor.empty() : tensor<4x3x8x4xi4>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%3 : tensor<4x3x8x4xi4>) {
    ^bb0(%5: i32, %6: i4):
      %7 = arith.index_cast %5 : i32 to index
      %8 = arith.constant 0 : index
      %9 = arith.maxsi %7, %8 : index
      %10 = arith.constant 7 : index
      %11 = arith.minsi %9, %10 : index
      %12 = arith.constant 4 : index
      %13 = arith.remui %11, %12 : index
      %14 = arith.divui %11, %12 : index
      %15 = linalg.index 1 : index
      %16 = linalg.index 2 : index
      %17 = linalg.index 3 : index
      %18 = arith.constant 2 : index
      %19 = arith.divui %13, %18 : index
      %20 = arith.remui %13, %18 : index
      %21 = tensor.extract %0[%14, %15, %16, %17, %20] : tensor<2x3x8x4x2xi8>
      %22 = arith.index_cast %19 : index to i32
      %23 = arith.constant 4 : i32
      %24 = arith.muli %22, %23 : i32
      %25 = arith.extui %21 : i8 to i32
      %26 = arith.shrui %25, %24 : i32
      %27 = arith.constant 15 : i32
      %28 = arith.andi %26, %27 : i32
      %29 = arith.trunci %28 : i32 to i4
      linalg.yield %29 : i4
    } -> tensor<4x3x8x4xi4>
    %30 = tensor.empty() : tensor<4x3x4xi8>
    %31 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%30 : tensor<4x3x4xi8>) {
    ^bb0(%32: i32, %33: i8):
      %34 = arith.index_cast %32 : i32 to index
      %35 = arith.constant 0 : index
      %36 = arith.maxsi %34, %35 : index
      %37 = arith.constant 7 : index
      %38 = arith.minsi %36, %37 : index
      %39 = arith.constant 4 : index
      %40 = arith.remui %38, %39 : index
      %41 = arith.divui %38, %39 : index
      %42 = linalg.index 1 : index
      %43 = linalg.index 2 : index
      %44 = arith.constant 2 : index
      %45 = arith.divui %40, %44 : index
      %46 = arith.remui %40, %44 : index
      %47 = tensor.extract %1[%41, %42, %43, %45, %46] : tensor<2x3x4x2x2xi8>
      linalg.yield %47 : i8
    } -> tensor<4x3x4xi8>
    %48 = tensor.empty() : tensor<4x3xf16>
    %49 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%48 : tensor<4x3xf16>) {
    ^bb0(%50: i32, %51: f16):
      %52 = arith.index_cast %50 : i32 to index
      %53 = arith.constant 0 : index
      %54 = arith.maxsi %52, %53 : index
      %55 = arith.constant 7 : index
      %56 = arith.minsi %54, %55 : index
      %57 = arith.constant 4 : index
      %58 = arith.remui %56, %57 : index
      %59 = arith.divui %56, %57 : index
      %60 = linalg.index 1 : index
      %61 = arith.constant 2 : index
      %62 = arith.divui %58, %61 : index
      %63 = arith.remui %58, %61 : index
      %64 = tensor.extract %2[%59, %60, %62, %63] : tensor<2x3x2x2xf16>
      linalg.yield %64 : f16
    } -> tensor<4x3xf16>
    %65 = tensor.empty() : tensor<4x3x8x4xf32>
    %66 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %31, %49 : tensor<4x3x8x4xi4>, tensor<4x3x4xi8>, tensor<4x3xf16>) outs(%65 : tensor<4x3x8x4xf32>) {
    ^bb0(%67: i4, %68: i8, %69: f16, %70: f32):
      %71 = arith.extui %67 : i4 to i32
      %72 = arith.extui %68 : i8 to i32
      %73 = linalg.index 2 : index
      %74 = arith.index_cast %73 : index to i32
      %75 = arith.shrui %72, %74 : i32
      %76 = arith.constant 1 : i32
      %77 = arith.andi %75, %76 : i32
      %78 = arith.constant 4 : i32
      %79 = arith.shli %77, %78 : i32
      %80 = arith.ori %71, %79 : i32
      %81 = arith.constant 16 : i32
      %82 = arith.subi %80, %81 : i32
      %83 = arith.sitofp %82 : i32 to f32
      %84 = arith.extf %69 : f16 to f32
      %85 = arith.mulf %83, %84 : f32
      linalg.yield %85 : f32
    } -> tensor<4x3x8x4xf32>
    %86 = tensor.collapse_shape %66 [[0], [1, 2, 3]] : tensor<4x3x8x4xf32> into tensor<4x96xf32>
    return %86 : tensor<4x96xf32>
  }
  func.func @pdq_q5_1_rows() -> tensor<8x96xf32> {
    %0 = util.global.load @w.q5_1_rows_codes : tensor<2x3x8x4x2xi8>
    %1 = util.global.load @w.q5_1_rows_codes_hi : tensor<2x3x4x2x2xi8>
    %2 = util.global.load @w.q5_1_rows_d : tensor<2x3x2x2xf16>
    %3 = util.global.load @w.q5_1_rows_m : tensor<2x3x2x2xf16>
    %4 = tensor.empty() : tensor<2x2x2x3x8x4xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d5, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d5, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 0, 0, 3, 0, 0], vector_common_parallel = [1, 1, 2, 1, 1, 4]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%0, %1, %2, %3 : tensor<2x3x8x4x2xi8>, tensor<2x3x4x2x2xi8>, tensor<2x3x2x2xf16>, tensor<2x3x2x2xf16>) outs(%4 : tensor<2x2x2x3x8x4xf32>) {
    ^bb0(%6: i8, %7: i8, %8: f16, %9: f16, %10: f32):
      %11 = linalg.index 1 : index
      %12 = arith.index_cast %11 : index to i32
      %13 = arith.constant 4 : i32
      %14 = arith.muli %12, %13 : i32
      %15 = arith.extui %6 : i8 to i32
      %16 = arith.shrui %15, %14 : i32
      %17 = arith.constant 15 : i32
      %18 = arith.andi %16, %17 : i32
      %19 = arith.extui %7 : i8 to i32
      %20 = linalg.index 4 : index
      %21 = arith.index_cast %20 : index to i32
      %22 = arith.shrui %19, %21 : i32
      %23 = arith.constant 1 : i32
      %24 = arith.andi %22, %23 : i32
      %25 = arith.constant 4 : i32
      %26 = arith.shli %24, %25 : i32
      %27 = arith.ori %18, %26 : i32
      %28 = arith.sitofp %27 : i32 to f32
      %29 = arith.extf %8 : f16 to f32
      %30 = arith.mulf %28, %29 : f32
      %31 = arith.extf %9 : f16 to f32
      %32 = arith.addf %30, %31 : f32
      linalg.yield %32 : f32
    } -> tensor<2x2x2x3x8x4xf32>
    %33 = tensor.collapse_shape %5 [[0, 1, 2], [3, 4, 5]] : tensor<2x2x2x3x8x4xf32> into tensor<8x96xf32>
    return %33 : tensor<8x96xf32>
  }
  func.func @pmv_q5_1_rows(%arg0: tensor<1x1x96xf32>) -> tensor<1x1x8xf32> {
    %0 = util.global.load @w.q5_1_rows_codes : tensor<2x3x8x4x2xi8>
    %1 = util.global.load @w.q5_1_rows_codes_hi : tensor<2x3x4x2x2xi8>
    %2 = util.global.load @w.q5_1_rows_d : tensor<2x3x2x2xf16>
    %3 = util.global.load @w.q5_1_rows_m : tensor<2x3x2x2xf16>
    %4 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x96xf32> into tensor<96xf32>
    %5 = tensor.expand_shape %4 [[0, 1, 2]] output_shape [3, 8, 4] : tensor<96xf32> into tensor<3x8x4xf32>
    %6 = arith.constant 0.0 : f32
    %7 = tensor.empty() : tensor<2x2x2xf32>
    %8 = linalg.fill ins(%6 : f32) outs(%7 : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d5, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d5, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 0, 0, 0, 0, 0], vector_common_parallel = [1, 2, 2, 0, 0, 0], vector_reduction = [0, 0, 0, 1, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%5, %0, %1, %2, %3 : tensor<3x8x4xf32>, tensor<2x3x8x4x2xi8>, tensor<2x3x4x2x2xi8>, tensor<2x3x2x2xf16>, tensor<2x3x2x2xf16>) outs(%8 : tensor<2x2x2xf32>) {
    ^bb0(%10: f32, %11: i8, %12: i8, %13: f16, %14: f16, %15: f32):
      %16 = linalg.index 1 : index
      %17 = arith.index_cast %16 : index to i32
      %18 = arith.constant 4 : i32
      %19 = arith.muli %17, %18 : i32
      %20 = arith.extui %11 : i8 to i32
      %21 = arith.shrui %20, %19 : i32
      %22 = arith.constant 15 : i32
      %23 = arith.andi %21, %22 : i32
      %24 = arith.extui %12 : i8 to i32
      %25 = linalg.index 4 : index
      %26 = arith.index_cast %25 : index to i32
      %27 = arith.shrui %24, %26 : i32
      %28 = arith.constant 1 : i32
      %29 = arith.andi %27, %28 : i32
      %30 = arith.constant 4 : i32
      %31 = arith.shli %29, %30 : i32
      %32 = arith.ori %23, %31 : i32
      %33 = arith.sitofp %32 : i32 to f32
      %34 = arith.extf %13 : f16 to f32
      %35 = arith.mulf %33, %34 : f32
      %36 = arith.extf %14 : f16 to f32
      %37 = arith.addf %35, %36 : f32
      %38 = arith.constant -0.0 : f32
      %39 = math.fma %10, %37, %38 fastmath<contract> : f32
      %40 = arith.addf %15, %39 : f32
      linalg.yield %40 : f32
    } -> tensor<2x2x2xf32>
    %41 = tensor.collapse_shape %9 [[0, 1, 2]] : tensor<2x2x2xf32> into tensor<8xf32>
    %42 = tensor.expand_shape %41 [[0, 1, 2]] output_shape [1, 1, 8] : tensor<8xf32> into tensor<1x1x8xf32>
    return %42 : tensor<1x1x8xf32>
  }
  func.func @pmm_q5_1_rows(%arg0: tensor<3x96xf32>) -> tensor<3x8xf32> {
    %0 = util.global.load @w.q5_1_rows_codes : tensor<2x3x8x4x2xi8>
    %1 = util.global.load @w.q5_1_rows_codes_hi : tensor<2x3x4x2x2xi8>
    %2 = util.global.load @w.q5_1_rows_d : tensor<2x3x2x2xf16>
    %3 = util.global.load @w.q5_1_rows_m : tensor<2x3x2x2xf16>
    %4 = tensor.expand_shape %arg0 [[0], [1, 2, 3]] output_shape [3, 3, 8, 4] : tensor<3x96xf32> into tensor<3x3x8x4xf32>
    %5 = arith.constant 0.0 : f32
    %6 = tensor.empty() : tensor<3x2x2x2xf32>
    %7 = linalg.fill ins(%5 : f32) outs(%6 : tensor<3x2x2x2xf32>) -> tensor<3x2x2x2xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d6, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [2, 1, 0, 0, 0, 0, 0], vector_common_parallel = [2, 1, 2, 2, 0, 0, 0], vector_reduction = [0, 0, 0, 0, 1, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%4, %0, %1, %2, %3 : tensor<3x3x8x4xf32>, tensor<2x3x8x4x2xi8>, tensor<2x3x4x2x2xi8>, tensor<2x3x2x2xf16>, tensor<2x3x2x2xf16>) outs(%7 : tensor<3x2x2x2xf32>) {
    ^bb0(%9: f32, %10: i8, %11: i8, %12: f16, %13: f16, %14: f32):
      %15 = linalg.index 2 : index
      %16 = arith.index_cast %15 : index to i32
      %17 = arith.constant 4 : i32
      %18 = arith.muli %16, %17 : i32
      %19 = arith.extui %10 : i8 to i32
      %20 = arith.shrui %19, %18 : i32
      %21 = arith.constant 15 : i32
      %22 = arith.andi %20, %21 : i32
      %23 = arith.extui %11 : i8 to i32
      %24 = linalg.index 5 : index
      %25 = arith.index_cast %24 : index to i32
      %26 = arith.shrui %23, %25 : i32
      %27 = arith.constant 1 : i32
      %28 = arith.andi %26, %27 : i32
      %29 = arith.constant 4 : i32
      %30 = arith.shli %28, %29 : i32
      %31 = arith.ori %22, %30 : i32
      %32 = arith.sitofp %31 : i32 to f32
      %33 = arith.extf %12 : f16 to f32
      %34 = arith.mulf %32, %33 : f32
      %35 = arith.extf %13 : f16 to f32
      %36 = arith.addf %34, %35 : f32
      %37 = arith.constant -0.0 : f32
      %38 = math.fma %9, %36, %37 fastmath<contract> : f32
      %39 = arith.addf %14, %38 : f32
      linalg.yield %39 : f32
    } -> tensor<3x2x2x2xf32>
    %40 = tensor.collapse_shape %8 [[0], [1, 2, 3]] : tensor<3x2x2x2xf32> into tensor<3x8xf32>
    return %40 : tensor<3x8xf32>
  }
  func.func @pem_q5_1_rows(%arg0: tensor<4xi32>) -> tensor<4x96xf32> {
    %0 = util.global.load @w.q5_1_rows_codes : tensor<2x3x8x4x2xi8>
    %1 = util.global.load @w.q5_1_rows_codes_hi : tensor<2x3x4x2x2xi8>
    %2 = util.global.load @w.q5_1_rows_d : tensor<2x3x2x2xf16>
    %3 = util.global.load @w.q5_1_rows_m : tensor<2x3x2x2xf16>
    %4 = tensor.empty() : tensor<4x3x8x4xi4>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%4 : tensor<4x3x8x4xi4>) {
    ^bb0(%6: i32, %7: i4):
      %8 = arith.index_cast %6 : i32 to index
      %9 = arith.constant 0 : index
      %10 = arith.maxsi %8, %9 : index
      %11 = arith.constant 7 : index
      %12 = arith.minsi %10, %11 : index
      %13 = arith.constant 4 : index
      %14 = arith.remui %12, %13 : index
      %15 = arith.divui %12, %13 : index
      %16 = linalg.index 1 : index
      %17 = linalg.index 2 : index
      %18 = linalg.index 3 : index
      %19 = arith.constant 2 : index
      %20 = arith.divui %14, %19 : index
      %21 = arith.remui %14, %19 : index
      %22 = tensor.extract %0[%15, %16, %17, %18, %21] : tensor<2x3x8x4x2xi8>
      %23 = arith.index_cast %20 : index to i32
      %24 = arith.constant 4 : i32
      %25 = arith.muli %23, %24 : i32
      %26 = arith.extui %22 : i8 to i32
      %27 = arith.shrui %26, %25 : i32
      %28 = arith.constant 15 : i32
      %29 = arith.andi %27, %28 : i32
      %30 = arith.trunci %29 : i32 to i4
      linalg.yield %30 : i4
    } -> tensor<4x3x8x4xi4>
    %31 = tensor.empty() : tensor<4x3x4xi8>
    %32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%31 : tensor<4x3x4xi8>) {
    ^bb0(%33: i32, %34: i8):
      %35 = arith.index_cast %33 : i32 to index
      %36 = arith.constant 0 : index
      %37 = arith.maxsi %35, %36 : index
      %38 = arith.constant 7 : index
      %39 = arith.minsi %37, %38 : index
      %40 = arith.constant 4 : index
      %41 = arith.remui %39, %40 : index
      %42 = arith.divui %39, %40 : index
      %43 = linalg.index 1 : index
      %44 = linalg.index 2 : index
      %45 = arith.constant 2 : index
      %46 = arith.divui %41, %45 : index
      %47 = arith.remui %41, %45 : index
      %48 = tensor.extract %1[%42, %43, %44, %46, %47] : tensor<2x3x4x2x2xi8>
      linalg.yield %48 : i8
    } -> tensor<4x3x4xi8>
    %49 = tensor.empty() : tensor<4x3xf16>
    %50 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%49 : tensor<4x3xf16>) {
    ^bb0(%51: i32, %52: f16):
      %53 = arith.index_cast %51 : i32 to index
      %54 = arith.constant 0 : index
      %55 = arith.maxsi %53, %54 : index
      %56 = arith.constant 7 : index
      %57 = arith.minsi %55, %56 : index
      %58 = arith.constant 4 : index
      %59 = arith.remui %57, %58 : index
      %60 = arith.divui %57, %58 : index
      %61 = linalg.index 1 : index
      %62 = arith.constant 2 : index
      %63 = arith.divui %59, %62 : index
      %64 = arith.remui %59, %62 : index
      %65 = tensor.extract %2[%60, %61, %63, %64] : tensor<2x3x2x2xf16>
      linalg.yield %65 : f16
    } -> tensor<4x3xf16>
    %66 = tensor.empty() : tensor<4x3xf16>
    %67 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%66 : tensor<4x3xf16>) {
    ^bb0(%68: i32, %69: f16):
      %70 = arith.index_cast %68 : i32 to index
      %71 = arith.constant 0 : index
      %72 = arith.maxsi %70, %71 : index
      %73 = arith.constant 7 : index
      %74 = arith.minsi %72, %73 : index
      %75 = arith.constant 4 : index
      %76 = arith.remui %74, %75 : index
      %77 = arith.divui %74, %75 : index
      %78 = linalg.index 1 : index
      %79 = arith.constant 2 : index
      %80 = arith.divui %76, %79 : index
      %81 = arith.remui %76, %79 : index
      %82 = tensor.extract %3[%77, %78, %80, %81] : tensor<2x3x2x2xf16>
      linalg.yield %82 : f16
    } -> tensor<4x3xf16>
    %83 = tensor.empty() : tensor<4x3x8x4xf32>
    %84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %32, %50, %67 : tensor<4x3x8x4xi4>, tensor<4x3x4xi8>, tensor<4x3xf16>, tensor<4x3xf16>) outs(%83 : tensor<4x3x8x4xf32>) {
    ^bb0(%85: i4, %86: i8, %87: f16, %88: f16, %89: f32):
      %90 = arith.extui %85 : i4 to i32
      %91 = arith.extui %86 : i8 to i32
      %92 = linalg.index 2 : index
      %93 = arith.index_cast %92 : index to i32
      %94 = arith.shrui %91, %93 : i32
      %95 = arith.constant 1 : i32
      %96 = arith.andi %94, %95 : i32
      %97 = arith.constant 4 : i32
      %98 = arith.shli %96, %97 : i32
      %99 = arith.ori %90, %98 : i32
      %100 = arith.sitofp %99 : i32 to f32
      %101 = arith.extf %87 : f16 to f32
      %102 = arith.mulf %100, %101 : f32
      %103 = arith.extf %88 : f16 to f32
      %104 = arith.addf %102, %103 : f32
      linalg.yield %104 : f32
    } -> tensor<4x3x8x4xf32>
    %105 = tensor.collapse_shape %84 [[0], [1, 2, 3]] : tensor<4x3x8x4xf32> into tensor<4x96xf32>
    return %105 : tensor<4x96xf32>
  }
  func.func @pdq_q8_0_rows() -> tensor<8x96xf32> {
    %0 = util.global.load @w.q8_0_rows_codes : tensor<2x3x32x4xi8>
    %1 = util.global.load @w.q8_0_rows_d : tensor<2x3x4xf16>
    %2 = tensor.empty() : tensor<2x4x3x32xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 0, 3, 0], vector_common_parallel = [1, 4, 1, 16]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%0, %1 : tensor<2x3x32x4xi8>, tensor<2x3x4xf16>) outs(%2 : tensor<2x4x3x32xf32>) {
    ^bb0(%4: i8, %5: f16, %6: f32):
      %7 = arith.extsi %4 : i8 to i32
      %8 = arith.sitofp %7 : i32 to f32
      %9 = arith.extf %5 : f16 to f32
      %10 = arith.mulf %8, %9 : f32
      linalg.yield %10 : f32
    } -> tensor<2x4x3x32xf32>
    %11 = tensor.collapse_shape %3 [[0, 1], [2, 3]] : tensor<2x4x3x32xf32> into tensor<8x96xf32>
    return %11 : tensor<8x96xf32>
  }
  func.func @pmv_q8_0_rows(%arg0: tensor<1x1x96xf32>) -> tensor<1x1x8xf32> {
    %0 = util.global.load @w.q8_0_rows_codes : tensor<2x3x32x4xi8>
    %1 = util.global.load @w.q8_0_rows_d : tensor<2x3x4xf16>
    %2 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x96xf32> into tensor<96xf32>
    %3 = tensor.expand_shape %2 [[0, 1]] output_shape [3, 32] : tensor<96xf32> into tensor<3x32xf32>
    %4 = arith.constant 0.0 : f32
    %5 = tensor.empty() : tensor<2x4xf32>
    %6 = linalg.fill ins(%4 : f32) outs(%5 : tensor<2x4xf32>) -> tensor<2x4xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 0, 0, 0], vector_common_parallel = [1, 4, 0, 0], vector_reduction = [0, 0, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%3, %0, %1 : tensor<3x32xf32>, tensor<2x3x32x4xi8>, tensor<2x3x4xf16>) outs(%6 : tensor<2x4xf32>) {
    ^bb0(%8: f32, %9: i8, %10: f16, %11: f32):
      %12 = arith.extsi %9 : i8 to i32
      %13 = arith.sitofp %12 : i32 to f32
      %14 = arith.extf %10 : f16 to f32
      %15 = arith.mulf %13, %14 : f32
      %16 = arith.constant -0.0 : f32
      %17 = math.fma %8, %15, %16 fastmath<contract> : f32
      %18 = arith.addf %11, %17 : f32
      linalg.yield %18 : f32
    } -> tensor<2x4xf32>
    %19 = tensor.collapse_shape %7 [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
    %20 = tensor.expand_shape %19 [[0, 1, 2]] output_shape [1, 1, 8] : tensor<8xf32> into tensor<1x1x8xf32>
    return %20 : tensor<1x1x8xf32>
  }
  func.func @pmm_q8_0_rows(%arg0: tensor<3x96xf32>) -> tensor<3x8xf32> {
    %0 = util.global.load @w.q8_0_rows_codes : tensor<2x3x32x4xi8>
    %1 = util.global.load @w.q8_0_rows_d : tensor<2x3x4xf16>
    %2 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [3, 3, 32] : tensor<3x96xf32> into tensor<3x3x32xf32>
    %3 = arith.constant 0.0 : f32
    %4 = tensor.empty() : tensor<3x2x4xf32>
    %5 = linalg.fill ins(%3 : f32) outs(%4 : tensor<3x2x4xf32>) -> tensor<3x2x4xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [2, 1, 0, 0, 0], vector_common_parallel = [2, 1, 4, 0, 0], vector_reduction = [0, 0, 0, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%2, %0, %1 : tensor<3x3x32xf32>, tensor<2x3x32x4xi8>, tensor<2x3x4xf16>) outs(%5 : tensor<3x2x4xf32>) {
    ^bb0(%7: f32, %8: i8, %9: f16, %10: f32):
      %11 = arith.extsi %8 : i8 to i32
      %12 = arith.sitofp %11 : i32 to f32
      %13 = arith.extf %9 : f16 to f32
      %14 = arith.mulf %12, %13 : f32
      %15 = arith.constant -0.0 : f32
      %16 = math.fma %7, %14, %15 fastmath<contract> : f32
      %17 = arith.addf %10, %16 : f32
      linalg.yield %17 : f32
    } -> tensor<3x2x4xf32>
    %18 = tensor.collapse_shape %6 [[0], [1, 2]] : tensor<3x2x4xf32> into tensor<3x8xf32>
    return %18 : tensor<3x8xf32>
  }
  func.func @pem_q8_0_rows(%arg0: tensor<4xi32>) -> tensor<4x96xf32> {
    %0 = util.global.load @w.q8_0_rows_codes : tensor<2x3x32x4xi8>
    %1 = util.global.load @w.q8_0_rows_d : tensor<2x3x4xf16>
    %2 = tensor.empty() : tensor<4x3x32xi8>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%2 : tensor<4x3x32xi8>) {
    ^bb0(%4: i32, %5: i8):
      %6 = arith.index_cast %4 : i32 to index
      %7 = arith.constant 0 : index
      %8 = arith.maxsi %6, %7 : index
      %9 = arith.constant 7 : index
      %10 = arith.minsi %8, %9 : index
      %11 = arith.constant 4 : index
      %12 = arith.remui %10, %11 : index
      %13 = arith.divui %10, %11 : index
      %14 = linalg.index 1 : index
      %15 = linalg.index 2 : index
      %16 = tensor.extract %0[%13, %14, %15, %12] : tensor<2x3x32x4xi8>
      linalg.yield %16 : i8
    } -> tensor<4x3x32xi8>
    %17 = tensor.empty() : tensor<4x3xf16>
    %18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%17 : tensor<4x3xf16>) {
    ^bb0(%19: i32, %20: f16):
      %21 = arith.index_cast %19 : i32 to index
      %22 = arith.constant 0 : index
      %23 = arith.maxsi %21, %22 : index
      %24 = arith.constant 7 : index
      %25 = arith.minsi %23, %24 : index
      %26 = arith.constant 4 : index
      %27 = arith.remui %25, %26 : index
      %28 = arith.divui %25, %26 : index
      %29 = linalg.index 1 : index
      %30 = tensor.extract %1[%28, %29, %27] : tensor<2x3x4xf16>
      linalg.yield %30 : f16
    } -> tensor<4x3xf16>
    %31 = tensor.empty() : tensor<4x3x32xf32>
    %32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %18 : tensor<4x3x32xi8>, tensor<4x3xf16>) outs(%31 : tensor<4x3x32xf32>) {
    ^bb0(%33: i8, %34: f16, %35: f32):
      %36 = arith.extsi %33 : i8 to i32
      %37 = arith.sitofp %36 : i32 to f32
      %38 = arith.extf %34 : f16 to f32
      %39 = arith.mulf %37, %38 : f32
      linalg.yield %39 : f32
    } -> tensor<4x3x32xf32>
    %40 = tensor.collapse_shape %32 [[0], [1, 2]] : tensor<4x3x32xf32> into tensor<4x96xf32>
    return %40 : tensor<4x96xf32>
  }
  func.func @pdq_q4_k_rows() -> tensor<8x768xf32> {
    %0 = util.global.load @w.q4_k_rows_codes : tensor<2x3x8x32x2xi8>
    %1 = util.global.load @w.q4_k_rows_d : tensor<2x3x2x2xf16>
    %2 = util.global.load @w.q4_k_rows_dmin : tensor<2x3x2x2xf16>
    %3 = util.global.load @w.q4_k_rows_sc : tensor<2x3x8x2x2xi8>
    %4 = util.global.load @w.q4_k_rows_m : tensor<2x3x8x2x2xi8>
    %5 = tensor.empty() : tensor<2x2x2x3x8x32xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d5, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 0, 0, 3, 0, 0], vector_common_parallel = [1, 1, 2, 1, 1, 16]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%0, %1, %2, %3, %4 : tensor<2x3x8x32x2xi8>, tensor<2x3x2x2xf16>, tensor<2x3x2x2xf16>, tensor<2x3x8x2x2xi8>, tensor<2x3x8x2x2xi8>) outs(%5 : tensor<2x2x2x3x8x32xf32>) {
    ^bb0(%7: i8, %8: f16, %9: f16, %10: i8, %11: i8, %12: f32):
      %13 = arith.extf %8 : f16 to f32
      %14 = arith.extui %10 : i8 to i32
      %15 = arith.sitofp %14 : i32 to f32
      %16 = arith.mulf %13, %15 : f32
      %17 = arith.extf %9 : f16 to f32
      %18 = arith.extui %11 : i8 to i32
      %19 = arith.sitofp %18 : i32 to f32
      %20 = arith.mulf %17, %19 : f32
      %21 = linalg.index 1 : index
      %22 = arith.index_cast %21 : index to i32
      %23 = arith.constant 4 : i32
      %24 = arith.muli %22, %23 : i32
      %25 = arith.extui %7 : i8 to i32
      %26 = arith.shrui %25, %24 : i32
      %27 = arith.constant 15 : i32
      %28 = arith.andi %26, %27 : i32
      %29 = arith.sitofp %28 : i32 to f32
      %30 = arith.mulf %16, %29 : f32
      %31 = arith.subf %30, %20 : f32
      linalg.yield %31 : f32
    } -> tensor<2x2x2x3x8x32xf32>
    %32 = tensor.collapse_shape %6 [[0, 1, 2], [3, 4, 5]] : tensor<2x2x2x3x8x32xf32> into tensor<8x768xf32>
    return %32 : tensor<8x768xf32>
  }
  func.func @pmv_q4_k_rows(%arg0: tensor<1x1x768xf32>) -> tensor<1x1x8xf32> {
    %0 = util.global.load @w.q4_k_rows_codes : tensor<2x3x8x32x2xi8>
    %1 = util.global.load @w.q4_k_rows_d : tensor<2x3x2x2xf16>
    %2 = util.global.load @w.q4_k_rows_dmin : tensor<2x3x2x2xf16>
    %3 = util.global.load @w.q4_k_rows_sc : tensor<2x3x8x2x2xi8>
    %4 = util.global.load @w.q4_k_rows_m : tensor<2x3x8x2x2xi8>
    %5 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x768xf32> into tensor<768xf32>
    %6 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [3, 8, 32] : tensor<768xf32> into tensor<3x8x32xf32>
    %7 = tensor.collapse_shape %6 [[0, 1], [2]] : tensor<3x8x32xf32> into tensor<24x32xf32>
    %8 = tensor.collapse_shape %0 [[0], [1, 2], [3], [4]] : tensor<2x3x8x32x2xi8> into tensor<2x24x32x2xi8>
    %9 = arith.constant 0.0 : f32
    %10 = tensor.empty() : tensor<2x24x2x2xf32>
    %11 = linalg.fill ins(%9 : f32) outs(%10 : tensor<2x24x2x2xf32>) -> tensor<2x24x2x2xf32>
    %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 0, 0, 0, 0], vector_common_parallel = [1, 2, 2, 1, 0], vector_reduction = [0, 0, 0, 0, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%7, %8 : tensor<24x32xf32>, tensor<2x24x32x2xi8>) outs(%11 : tensor<2x24x2x2xf32>) {
    ^bb0(%13: f32, %14: i8, %15: f32):
      %16 = linalg.index 1 : index
      %17 = arith.index_cast %16 : index to i32
      %18 = arith.extui %14 : i8 to i32
      %19 = arith.constant 15 : i32
      %20 = arith.constant 4 : i32
      %21 = arith.muli %17, %20 : i32
      %22 = arith.shli %19, %21 : i32
      %23 = arith.andi %18, %22 : i32
      %24 = arith.sitofp %23 : i32 to f32
      %25 = arith.constant -0.0 : f32
      %26 = math.fma %13, %24, %25 fastmath<contract> : f32
      %27 = arith.addf %15, %26 : f32
      linalg.yield %27 : f32
    } -> tensor<2x24x2x2xf32>
    %28 = arith.constant 0.0 : f32
    %29 = tensor.empty() : tensor<3x8xf32>
    %30 = linalg.fill ins(%28 : f32) outs(%29 : tensor<3x8xf32>) -> tensor<3x8xf32>
    %31 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<3x8x32xf32>) outs(%30 : tensor<3x8xf32>) {
    ^bb0(%32: f32, %33: f32):
      %34 = arith.addf %33, %32 : f32
      linalg.yield %34 : f32
    } -> tensor<3x8xf32>
    %35 = tensor.collapse_shape %12 [[0], [1], [2, 3]] : tensor<2x24x2x2xf32> into tensor<2x24x4xf32>
    %36 = tensor.expand_shape %35 [[0], [1, 2], [3]] output_shape [2, 3, 8, 4] : tensor<2x24x4xf32> into tensor<2x3x8x4xf32>
    %37 = tensor.collapse_shape %1 [[0], [1], [2, 3]] : tensor<2x3x2x2xf16> into tensor<2x3x4xf16>
    %38 = tensor.collapse_shape %2 [[0], [1], [2, 3]] : tensor<2x3x2x2xf16> into tensor<2x3x4xf16>
    %39 = tensor.collapse_shape %3 [[0], [1], [2], [3, 4]] : tensor<2x3x8x2x2xi8> into tensor<2x3x8x4xi8>
    %40 = tensor.collapse_shape %4 [[0], [1], [2], [3, 4]] : tensor<2x3x8x2x2xi8> into tensor<2x3x8x4xi8>
    %41 = arith.constant 0.0 : f32
    %42 = tensor.empty() : tensor<2x4xf32>
    %43 = linalg.fill ins(%41 : f32) outs(%42 : tensor<2x4xf32>) -> tensor<2x4xf32>
    %44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 0, 0, 0], vector_common_parallel = [1, 4, 0, 0], vector_reduction = [0, 0, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%36, %31, %37, %38, %39, %40 : tensor<2x3x8x4xf32>, tensor<3x8xf32>, tensor<2x3x4xf16>, tensor<2x3x4xf16>, tensor<2x3x8x4xi8>, tensor<2x3x8x4xi8>) outs(%43 : tensor<2x4xf32>) {
    ^bb0(%45: f32, %46: f32, %47: f16, %48: f16, %49: i8, %50: i8, %51: f32):
      %52 = arith.extf %47 : f16 to f32
      %53 = arith.extui %49 : i8 to i32
      %54 = arith.sitofp %53 : i32 to f32
      %55 = arith.mulf %52, %54 : f32
      %56 = arith.extf %48 : f16 to f32
      %57 = arith.extui %50 : i8 to i32
      %58 = arith.sitofp %57 : i32 to f32
      %59 = arith.mulf %56, %58 : f32
      %60 = arith.negf %59 : f32
      %61 = linalg.index 1 : index
      %62 = arith.index_cast %61 : index to i32
      %63 = arith.constant 2 : i32
      %64 = arith.cmpi uge, %62, %63 : i32
      %65 = arith.constant 6.25e-02 : f32
      %66 = arith.constant 1.0 : f32
      %67 = arith.select %64, %65, %66 : f32
      %68 = arith.mulf %55, %67 : f32
      %69 = arith.mulf %60, %46 : f32
      %70 = math.fma %45, %68, %69 fastmath<contract> : f32
      %71 = arith.addf %51, %70 : f32
      linalg.yield %71 : f32
    } -> tensor<2x4xf32>
    %72 = tensor.collapse_shape %44 [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
    %73 = tensor.expand_shape %72 [[0, 1, 2]] output_shape [1, 1, 8] : tensor<8xf32> into tensor<1x1x8xf32>
    return %73 : tensor<1x1x8xf32>
  }
  func.func @pmm_q4_k_rows(%arg0: tensor<3x768xf32>) -> tensor<3x8xf32> {
    %0 = util.global.load @w.q4_k_rows_codes : tensor<2x3x8x32x2xi8>
    %1 = util.global.load @w.q4_k_rows_d : tensor<2x3x2x2xf16>
    %2 = util.global.load @w.q4_k_rows_dmin : tensor<2x3x2x2xf16>
    %3 = util.global.load @w.q4_k_rows_sc : tensor<2x3x8x2x2xi8>
    %4 = util.global.load @w.q4_k_rows_m : tensor<2x3x8x2x2xi8>
    %5 = tensor.expand_shape %arg0 [[0], [1, 2, 3]] output_shape [3, 3, 8, 32] : tensor<3x768xf32> into tensor<3x3x8x32xf32>
    %6 = arith.constant 0.0 : f32
    %7 = tensor.empty() : tensor<3x2x2x2xf32>
    %8 = linalg.fill ins(%6 : f32) outs(%7 : tensor<3x2x2x2xf32>) -> tensor<3x2x2x2xf32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [2, 1, 0, 0, 0, 0, 0], vector_common_parallel = [2, 1, 2, 2, 0, 0, 0], vector_reduction = [0, 0, 0, 0, 1, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%5, %0, %1, %2, %3, %4 : tensor<3x3x8x32xf32>, tensor<2x3x8x32x2xi8>, tensor<2x3x2x2xf16>, tensor<2x3x2x2xf16>, tensor<2x3x8x2x2xi8>, tensor<2x3x8x2x2xi8>) outs(%8 : tensor<3x2x2x2xf32>) {
    ^bb0(%10: f32, %11: i8, %12: f16, %13: f16, %14: i8, %15: i8, %16: f32):
      %17 = arith.extf %12 : f16 to f32
      %18 = arith.extui %14 : i8 to i32
      %19 = arith.sitofp %18 : i32 to f32
      %20 = arith.mulf %17, %19 : f32
      %21 = arith.extf %13 : f16 to f32
      %22 = arith.extui %15 : i8 to i32
      %23 = arith.sitofp %22 : i32 to f32
      %24 = arith.mulf %21, %23 : f32
      %25 = linalg.index 2 : index
      %26 = arith.index_cast %25 : index to i32
      %27 = arith.constant 4 : i32
      %28 = arith.muli %26, %27 : i32
      %29 = arith.extui %11 : i8 to i32
      %30 = arith.shrui %29, %28 : i32
      %31 = arith.constant 15 : i32
      %32 = arith.andi %30, %31 : i32
      %33 = arith.sitofp %32 : i32 to f32
      %34 = arith.mulf %20, %33 : f32
      %35 = arith.subf %34, %24 : f32
      %36 = arith.constant -0.0 : f32
      %37 = math.fma %10, %35, %36 fastmath<contract> : f32
      %38 = arith.addf %16, %37 : f32
      linalg.yield %38 : f32
    } -> tensor<3x2x2x2xf32>
    %39 = tensor.collapse_shape %9 [[0], [1, 2, 3]] : tensor<3x2x2x2xf32> into tensor<3x8xf32>
    return %39 : tensor<3x8xf32>
  }
  func.func @pem_q4_k_rows(%arg0: tensor<4xi32>) -> tensor<4x768xf32> {
    %0 = util.global.load @w.q4_k_rows_codes : tensor<2x3x8x32x2xi8>
    %1 = util.global.load @w.q4_k_rows_d : tensor<2x3x2x2xf16>
    %2 = util.global.load @w.q4_k_rows_dmin : tensor<2x3x2x2xf16>
    %3 = util.global.load @w.q4_k_rows_sc : tensor<2x3x8x2x2xi8>
    %4 = util.global.load @w.q4_k_rows_m : tensor<2x3x8x2x2xi8>
    %5 = tensor.empty() : tensor<4x3x8x32xi4>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%5 : tensor<4x3x8x32xi4>) {
    ^bb0(%7: i32, %8: i4):
      %9 = arith.index_cast %7 : i32 to index
      %10 = arith.constant 0 : index
      %11 = arith.maxsi %9, %10 : index
      %12 = arith.constant 7 : index
      %13 = arith.minsi %11, %12 : index
      %14 = arith.constant 4 : index
      %15 = arith.remui %13, %14 : index
      %16 = arith.divui %13, %14 : index
      %17 = linalg.index 1 : index
      %18 = linalg.index 2 : index
      %19 = linalg.index 3 : index
      %20 = arith.constant 2 : index
      %21 = arith.divui %15, %20 : index
      %22 = arith.remui %15, %20 : index
      %23 = tensor.extract %0[%16, %17, %18, %19, %22] : tensor<2x3x8x32x2xi8>
      %24 = arith.index_cast %21 : index to i32
      %25 = arith.constant 4 : i32
      %26 = arith.muli %24, %25 : i32
      %27 = arith.extui %23 : i8 to i32
      %28 = arith.shrui %27, %26 : i32
      %29 = arith.constant 15 : i32
      %30 = arith.andi %28, %29 : i32
      %31 = arith.trunci %30 : i32 to i4
      linalg.yield %31 : i4
    } -> tensor<4x3x8x32xi4>
    %32 = tensor.empty() : tensor<4x3xf16>
    %33 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%32 : tensor<4x3xf16>) {
    ^bb0(%34: i32, %35: f16):
      %36 = arith.index_cast %34 : i32 to index
      %37 = arith.constant 0 : index
      %38 = arith.maxsi %36, %37 : index
      %39 = arith.constant 7 : index
      %40 = arith.minsi %38, %39 : index
      %41 = arith.constant 4 : index
      %42 = arith.remui %40, %41 : index
      %43 = arith.divui %40, %41 : index
      %44 = linalg.index 1 : index
      %45 = arith.constant 2 : index
      %46 = arith.divui %42, %45 : index
      %47 = arith.remui %42, %45 : index
      %48 = tensor.extract %1[%43, %44, %46, %47] : tensor<2x3x2x2xf16>
      linalg.yield %48 : f16
    } -> tensor<4x3xf16>
    %49 = tensor.empty() : tensor<4x3xf16>
    %50 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%49 : tensor<4x3xf16>) {
    ^bb0(%51: i32, %52: f16):
      %53 = arith.index_cast %51 : i32 to index
      %54 = arith.constant 0 : index
      %55 = arith.maxsi %53, %54 : index
      %56 = arith.constant 7 : index
      %57 = arith.minsi %55, %56 : index
      %58 = arith.constant 4 : index
      %59 = arith.remui %57, %58 : index
      %60 = arith.divui %57, %58 : index
      %61 = linalg.index 1 : index
      %62 = arith.constant 2 : index
      %63 = arith.divui %59, %62 : index
      %64 = arith.remui %59, %62 : index
      %65 = tensor.extract %2[%60, %61, %63, %64] : tensor<2x3x2x2xf16>
      linalg.yield %65 : f16
    } -> tensor<4x3xf16>
    %66 = tensor.empty() : tensor<4x3x8xi8>
    %67 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%66 : tensor<4x3x8xi8>) {
    ^bb0(%68: i32, %69: i8):
      %70 = arith.index_cast %68 : i32 to index
      %71 = arith.constant 0 : index
      %72 = arith.maxsi %70, %71 : index
      %73 = arith.constant 7 : index
      %74 = arith.minsi %72, %73 : index
      %75 = arith.constant 4 : index
      %76 = arith.remui %74, %75 : index
      %77 = arith.divui %74, %75 : index
      %78 = linalg.index 1 : index
      %79 = linalg.index 2 : index
      %80 = arith.constant 2 : index
      %81 = arith.divui %76, %80 : index
      %82 = arith.remui %76, %80 : index
      %83 = tensor.extract %3[%77, %78, %79, %81, %82] : tensor<2x3x8x2x2xi8>
      linalg.yield %83 : i8
    } -> tensor<4x3x8xi8>
    %84 = tensor.empty() : tensor<4x3x8xi8>
    %85 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%84 : tensor<4x3x8xi8>) {
    ^bb0(%86: i32, %87: i8):
      %88 = arith.index_cast %86 : i32 to index
      %89 = arith.constant 0 : index
      %90 = arith.maxsi %88, %89 : index
      %91 = arith.constant 7 : index
      %92 = arith.minsi %90, %91 : index
      %93 = arith.constant 4 : index
      %94 = arith.remui %92, %93 : index
      %95 = arith.divui %92, %93 : index
      %96 = linalg.index 1 : index
      %97 = linalg.index 2 : index
      %98 = arith.constant 2 : index
      %99 = arith.divui %94, %98 : index
      %100 = arith.remui %94, %98 : index
      %101 = tensor.extract %4[%95, %96, %97, %99, %100] : tensor<2x3x8x2x2xi8>
      linalg.yield %101 : i8
    } -> tensor<4x3x8xi8>
    %102 = tensor.empty() : tensor<4x3x8x32xf32>
    %103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %33, %50, %67, %85 : tensor<4x3x8x32xi4>, tensor<4x3xf16>, tensor<4x3xf16>, tensor<4x3x8xi8>, tensor<4x3x8xi8>) outs(%102 : tensor<4x3x8x32xf32>) {
    ^bb0(%104: i4, %105: f16, %106: f16, %107: i8, %108: i8, %109: f32):
      %110 = arith.extf %105 : f16 to f32
      %111 = arith.extui %107 : i8 to i32
      %112 = arith.sitofp %111 : i32 to f32
      %113 = arith.mulf %110, %112 : f32
      %114 = arith.extf %106 : f16 to f32
      %115 = arith.extui %108 : i8 to i32
      %116 = arith.sitofp %115 : i32 to f32
      %117 = arith.mulf %114, %116 : f32
      %118 = arith.extui %104 : i4 to i32
      %119 = arith.sitofp %118 : i32 to f32
      %120 = arith.mulf %113, %119 : f32
      %121 = arith.subf %120, %117 : f32
      linalg.yield %121 : f32
    } -> tensor<4x3x8x32xf32>
    %122 = tensor.collapse_shape %103 [[0], [1, 2, 3]] : tensor<4x3x8x32xf32> into tensor<4x768xf32>
    return %122 : tensor<4x768xf32>
  }
  func.func @pdq_q5_k_rows() -> tensor<8x768xf32> {
    %0 = util.global.load @w.q5_k_rows_codes : tensor<2x3x8x32x2xi8>
    %1 = util.global.load @w.q5_k_rows_codes_hi : tensor<2x3x32x2x2xi8>
    %2 = util.global.load @w.q5_k_rows_d : tensor<2x3x2x2xf16>
    %3 = util.global.load @w.q5_k_rows_dmin : tensor<2x3x2x2xf16>
    %4 = util.global.load @w.q5_k_rows_sc : tensor<2x3x8x2x2xi8>
    %5 = util.global.load @w.q5_k_rows_m : tensor<2x3x8x2x2xi8>
    %6 = tensor.empty() : tensor<2x2x2x3x8x32xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d5, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d5, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 0, 0, 3, 0, 0], vector_common_parallel = [1, 1, 2, 1, 1, 16]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%0, %1, %2, %3, %4, %5 : tensor<2x3x8x32x2xi8>, tensor<2x3x32x2x2xi8>, tensor<2x3x2x2xf16>, tensor<2x3x2x2xf16>, tensor<2x3x8x2x2xi8>, tensor<2x3x8x2x2xi8>) outs(%6 : tensor<2x2x2x3x8x32xf32>) {
    ^bb0(%8: i8, %9: i8, %10: f16, %11: f16, %12: i8, %13: i8, %14: f32):
      %15 = arith.extf %10 : f16 to f32
      %16 = arith.extui %12 : i8 to i32
      %17 = arith.sitofp %16 : i32 to f32
      %18 = arith.mulf %15, %17 : f32
      %19 = arith.extf %11 : f16 to f32
      %20 = arith.extui %13 : i8 to i32
      %21 = arith.sitofp %20 : i32 to f32
      %22 = arith.mulf %19, %21 : f32
      %23 = linalg.index 1 : index
      %24 = arith.index_cast %23 : index to i32
      %25 = arith.constant 4 : i32
      %26 = arith.muli %24, %25 : i32
      %27 = arith.extui %8 : i8 to i32
      %28 = arith.shrui %27, %26 : i32
      %29 = arith.constant 15 : i32
      %30 = arith.andi %28, %29 : i32
      %31 = arith.extui %9 : i8 to i32
      %32 = linalg.index 4 : index
      %33 = arith.index_cast %32 : index to i32
      %34 = arith.shrui %31, %33 : i32
      %35 = arith.constant 1 : i32
      %36 = arith.andi %34, %35 : i32
      %37 = arith.constant 4 : i32
      %38 = arith.shli %36, %37 : i32
      %39 = arith.ori %30, %38 : i32
      %40 = arith.sitofp %39 : i32 to f32
      %41 = arith.mulf %18, %40 : f32
      %42 = arith.subf %41, %22 : f32
      linalg.yield %42 : f32
    } -> tensor<2x2x2x3x8x32xf32>
    %43 = tensor.collapse_shape %7 [[0, 1, 2], [3, 4, 5]] : tensor<2x2x2x3x8x32xf32> into tensor<8x768xf32>
    return %43 : tensor<8x768xf32>
  }
  func.func @pmv_q5_k_rows(%arg0: tensor<1x1x768xf32>) -> tensor<1x1x8xf32> {
    %0 = util.global.load @w.q5_k_rows_codes : tensor<2x3x8x32x2xi8>
    %1 = util.global.load @w.q5_k_rows_codes_hi : tensor<2x3x32x2x2xi8>
    %2 = util.global.load @w.q5_k_rows_d : tensor<2x3x2x2xf16>
    %3 = util.global.load @w.q5_k_rows_dmin : tensor<2x3x2x2xf16>
    %4 = util.global.load @w.q5_k_rows_sc : tensor<2x3x8x2x2xi8>
    %5 = util.global.load @w.q5_k_rows_m : tensor<2x3x8x2x2xi8>
    %6 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x768xf32> into tensor<768xf32>
    %7 = tensor.expand_shape %6 [[0, 1, 2]] output_shape [3, 8, 32] : tensor<768xf32> into tensor<3x8x32xf32>
    %8 = arith.constant 0.0 : f32
    %9 = tensor.empty() : tensor<2x2x2xf32>
    %10 = linalg.fill ins(%8 : f32) outs(%9 : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d5, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d5, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 0, 0, 0, 0, 0], vector_common_parallel = [1, 2, 2, 0, 0, 0], vector_reduction = [0, 0, 0, 1, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%7, %0, %1, %2, %3, %4, %5 : tensor<3x8x32xf32>, tensor<2x3x8x32x2xi8>, tensor<2x3x32x2x2xi8>, tensor<2x3x2x2xf16>, tensor<2x3x2x2xf16>, tensor<2x3x8x2x2xi8>, tensor<2x3x8x2x2xi8>) outs(%10 : tensor<2x2x2xf32>) {
    ^bb0(%12: f32, %13: i8, %14: i8, %15: f16, %16: f16, %17: i8, %18: i8, %19: f32):
      %20 = arith.extf %15 : f16 to f32
      %21 = arith.extui %17 : i8 to i32
      %22 = arith.sitofp %21 : i32 to f32
      %23 = arith.mulf %20, %22 : f32
      %24 = arith.extf %16 : f16 to f32
      %25 = arith.extui %18 : i8 to i32
      %26 = arith.sitofp %25 : i32 to f32
      %27 = arith.mulf %24, %26 : f32
      %28 = linalg.index 1 : index
      %29 = arith.index_cast %28 : index to i32
      %30 = arith.constant 4 : i32
      %31 = arith.muli %29, %30 : i32
      %32 = arith.extui %13 : i8 to i32
      %33 = arith.shrui %32, %31 : i32
      %34 = arith.constant 15 : i32
      %35 = arith.andi %33, %34 : i32
      %36 = arith.extui %14 : i8 to i32
      %37 = linalg.index 4 : index
      %38 = arith.index_cast %37 : index to i32
      %39 = arith.shrui %36, %38 : i32
      %40 = arith.constant 1 : i32
      %41 = arith.andi %39, %40 : i32
      %42 = arith.constant 4 : i32
      %43 = arith.shli %41, %42 : i32
      %44 = arith.ori %35, %43 : i32
      %45 = arith.sitofp %44 : i32 to f32
      %46 = arith.mulf %23, %45 : f32
      %47 = arith.subf %46, %27 : f32
      %48 = arith.constant -0.0 : f32
      %49 = math.fma %12, %47, %48 fastmath<contract> : f32
      %50 = arith.addf %19, %49 : f32
      linalg.yield %50 : f32
    } -> tensor<2x2x2xf32>
    %51 = tensor.collapse_shape %11 [[0, 1, 2]] : tensor<2x2x2xf32> into tensor<8xf32>
    %52 = tensor.expand_shape %51 [[0, 1, 2]] output_shape [1, 1, 8] : tensor<8xf32> into tensor<1x1x8xf32>
    return %52 : tensor<1x1x8xf32>
  }
  func.func @pmm_q5_k_rows(%arg0: tensor<3x768xf32>) -> tensor<3x8xf32> {
    %0 = util.global.load @w.q5_k_rows_codes : tensor<2x3x8x32x2xi8>
    %1 = util.global.load @w.q5_k_rows_codes_hi : tensor<2x3x32x2x2xi8>
    %2 = util.global.load @w.q5_k_rows_d : tensor<2x3x2x2xf16>
    %3 = util.global.load @w.q5_k_rows_dmin : tensor<2x3x2x2xf16>
    %4 = util.global.load @w.q5_k_rows_sc : tensor<2x3x8x2x2xi8>
    %5 = util.global.load @w.q5_k_rows_m : tensor<2x3x8x2x2xi8>
    %6 = tensor.expand_shape %arg0 [[0], [1, 2, 3]] output_shape [3, 3, 8, 32] : tensor<3x768xf32> into tensor<3x3x8x32xf32>
    %7 = arith.constant 0.0 : f32
    %8 = tensor.empty() : tensor<3x2x2x2xf32>
    %9 = linalg.fill ins(%7 : f32) outs(%8 : tensor<3x2x2x2xf32>) -> tensor<3x2x2x2xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d6, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [2, 1, 0, 0, 0, 0, 0], vector_common_parallel = [2, 1, 2, 2, 0, 0, 0], vector_reduction = [0, 0, 0, 0, 1, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%6, %0, %1, %2, %3, %4, %5 : tensor<3x3x8x32xf32>, tensor<2x3x8x32x2xi8>, tensor<2x3x32x2x2xi8>, tensor<2x3x2x2xf16>, tensor<2x3x2x2xf16>, tensor<2x3x8x2x2xi8>, tensor<2x3x8x2x2xi8>) outs(%9 : tensor<3x2x2x2xf32>) {
    ^bb0(%11: f32, %12: i8, %13: i8, %14: f16, %15: f16, %16: i8, %17: i8, %18: f32):
      %19 = arith.extf %14 : f16 to f32
      %20 = arith.extui %16 : i8 to i32
      %21 = arith.sitofp %20 : i32 to f32
      %22 = arith.mulf %19, %21 : f32
      %23 = arith.extf %15 : f16 to f32
      %24 = arith.extui %17 : i8 to i32
      %25 = arith.sitofp %24 : i32 to f32
      %26 = arith.mulf %23, %25 : f32
      %27 = linalg.index 2 : index
      %28 = arith.index_cast %27 : index to i32
      %29 = arith.constant 4 : i32
      %30 = arith.muli %28, %29 : i32
      %31 = arith.extui %12 : i8 to i32
      %32 = arith.shrui %31, %30 : i32
      %33 = arith.constant 15 : i32
      %34 = arith.andi %32, %33 : i32
      %35 = arith.extui %13 : i8 to i32
      %36 = linalg.index 5 : index
      %37 = arith.index_cast %36 : index to i32
      %38 = arith.shrui %35, %37 : i32
      %39 = arith.constant 1 : i32
      %40 = arith.andi %38, %39 : i32
      %41 = arith.constant 4 : i32
      %42 = arith.shli %40, %41 : i32
      %43 = arith.ori %34, %42 : i32
      %44 = arith.sitofp %43 : i32 to f32
      %45 = arith.mulf %22, %44 : f32
      %46 = arith.subf %45, %26 : f32
      %47 = arith.constant -0.0 : f32
      %48 = math.fma %11, %46, %47 fastmath<contract> : f32
      %49 = arith.addf %18, %48 : f32
      linalg.yield %49 : f32
    } -> tensor<3x2x2x2xf32>
    %50 = tensor.collapse_shape %10 [[0], [1, 2, 3]] : tensor<3x2x2x2xf32> into tensor<3x8xf32>
    return %50 : tensor<3x8xf32>
  }
  func.func @pem_q5_k_rows(%arg0: tensor<4xi32>) -> tensor<4x768xf32> {
    %0 = util.global.load @w.q5_k_rows_codes : tensor<2x3x8x32x2xi8>
    %1 = util.global.load @w.q5_k_rows_codes_hi : tensor<2x3x32x2x2xi8>
    %2 = util.global.load @w.q5_k_rows_d : tensor<2x3x2x2xf16>
    %3 = util.global.load @w.q5_k_rows_dmin : tensor<2x3x2x2xf16>
    %4 = util.global.load @w.q5_k_rows_sc : tensor<2x3x8x2x2xi8>
    %5 = util.global.load @w.q5_k_rows_m : tensor<2x3x8x2x2xi8>
    %6 = tensor.empty() : tensor<4x3x8x32xi4>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%6 : tensor<4x3x8x32xi4>) {
    ^bb0(%8: i32, %9: i4):
      %10 = arith.index_cast %8 : i32 to index
      %11 = arith.constant 0 : index
      %12 = arith.maxsi %10, %11 : index
      %13 = arith.constant 7 : index
      %14 = arith.minsi %12, %13 : index
      %15 = arith.constant 4 : index
      %16 = arith.remui %14, %15 : index
      %17 = arith.divui %14, %15 : index
      %18 = linalg.index 1 : index
      %19 = linalg.index 2 : index
      %20 = linalg.index 3 : index
      %21 = arith.constant 2 : index
      %22 = arith.divui %16, %21 : index
      %23 = arith.remui %16, %21 : index
      %24 = tensor.extract %0[%17, %18, %19, %20, %23] : tensor<2x3x8x32x2xi8>
      %25 = arith.index_cast %22 : index to i32
      %26 = arith.constant 4 : i32
      %27 = arith.muli %25, %26 : i32
      %28 = arith.extui %24 : i8 to i32
      %29 = arith.shrui %28, %27 : i32
      %30 = arith.constant 15 : i32
      %31 = arith.andi %29, %30 : i32
      %32 = arith.trunci %31 : i32 to i4
      linalg.yield %32 : i4
    } -> tensor<4x3x8x32xi4>
    %33 = tensor.empty() : tensor<4x3x32xi8>
    %34 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%33 : tensor<4x3x32xi8>) {
    ^bb0(%35: i32, %36: i8):
      %37 = arith.index_cast %35 : i32 to index
      %38 = arith.constant 0 : index
      %39 = arith.maxsi %37, %38 : index
      %40 = arith.constant 7 : index
      %41 = arith.minsi %39, %40 : index
      %42 = arith.constant 4 : index
      %43 = arith.remui %41, %42 : index
      %44 = arith.divui %41, %42 : index
      %45 = linalg.index 1 : index
      %46 = linalg.index 2 : index
      %47 = arith.constant 2 : index
      %48 = arith.divui %43, %47 : index
      %49 = arith.remui %43, %47 : index
      %50 = tensor.extract %1[%44, %45, %46, %48, %49] : tensor<2x3x32x2x2xi8>
      linalg.yield %50 : i8
    } -> tensor<4x3x32xi8>
    %51 = tensor.empty() : tensor<4x3xf16>
    %52 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%51 : tensor<4x3xf16>) {
    ^bb0(%53: i32, %54: f16):
      %55 = arith.index_cast %53 : i32 to index
      %56 = arith.constant 0 : index
      %57 = arith.maxsi %55, %56 : index
      %58 = arith.constant 7 : index
      %59 = arith.minsi %57, %58 : index
      %60 = arith.constant 4 : index
      %61 = arith.remui %59, %60 : index
      %62 = arith.divui %59, %60 : index
      %63 = linalg.index 1 : index
      %64 = arith.constant 2 : index
      %65 = arith.divui %61, %64 : index
      %66 = arith.remui %61, %64 : index
      %67 = tensor.extract %2[%62, %63, %65, %66] : tensor<2x3x2x2xf16>
      linalg.yield %67 : f16
    } -> tensor<4x3xf16>
    %68 = tensor.empty() : tensor<4x3xf16>
    %69 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%68 : tensor<4x3xf16>) {
    ^bb0(%70: i32, %71: f16):
      %72 = arith.index_cast %70 : i32 to index
      %73 = arith.constant 0 : index
      %74 = arith.maxsi %72, %73 : index
      %75 = arith.constant 7 : index
      %76 = arith.minsi %74, %75 : index
      %77 = arith.constant 4 : index
      %78 = arith.remui %76, %77 : index
      %79 = arith.divui %76, %77 : index
      %80 = linalg.index 1 : index
      %81 = arith.constant 2 : index
      %82 = arith.divui %78, %81 : index
      %83 = arith.remui %78, %81 : index
      %84 = tensor.extract %3[%79, %80, %82, %83] : tensor<2x3x2x2xf16>
      linalg.yield %84 : f16
    } -> tensor<4x3xf16>
    %85 = tensor.empty() : tensor<4x3x8xi8>
    %86 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%85 : tensor<4x3x8xi8>) {
    ^bb0(%87: i32, %88: i8):
      %89 = arith.index_cast %87 : i32 to index
      %90 = arith.constant 0 : index
      %91 = arith.maxsi %89, %90 : index
      %92 = arith.constant 7 : index
      %93 = arith.minsi %91, %92 : index
      %94 = arith.constant 4 : index
      %95 = arith.remui %93, %94 : index
      %96 = arith.divui %93, %94 : index
      %97 = linalg.index 1 : index
      %98 = linalg.index 2 : index
      %99 = arith.constant 2 : index
      %100 = arith.divui %95, %99 : index
      %101 = arith.remui %95, %99 : index
      %102 = tensor.extract %4[%96, %97, %98, %100, %101] : tensor<2x3x8x2x2xi8>
      linalg.yield %102 : i8
    } -> tensor<4x3x8xi8>
    %103 = tensor.empty() : tensor<4x3x8xi8>
    %104 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%103 : tensor<4x3x8xi8>) {
    ^bb0(%105: i32, %106: i8):
      %107 = arith.index_cast %105 : i32 to index
      %108 = arith.constant 0 : index
      %109 = arith.maxsi %107, %108 : index
      %110 = arith.constant 7 : index
      %111 = arith.minsi %109, %110 : index
      %112 = arith.constant 4 : index
      %113 = arith.remui %111, %112 : index
      %114 = arith.divui %111, %112 : index
      %115 = linalg.index 1 : index
      %116 = linalg.index 2 : index
      %117 = arith.constant 2 : index
      %118 = arith.divui %113, %117 : index
      %119 = arith.remui %113, %117 : index
      %120 = tensor.extract %5[%114, %115, %116, %118, %119] : tensor<2x3x8x2x2xi8>
      linalg.yield %120 : i8
    } -> tensor<4x3x8xi8>
    %121 = tensor.empty() : tensor<4x3x8x32xf32>
    %122 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %34, %52, %69, %86, %104 : tensor<4x3x8x32xi4>, tensor<4x3x32xi8>, tensor<4x3xf16>, tensor<4x3xf16>, tensor<4x3x8xi8>, tensor<4x3x8xi8>) outs(%121 : tensor<4x3x8x32xf32>) {
    ^bb0(%123: i4, %124: i8, %125: f16, %126: f16, %127: i8, %128: i8, %129: f32):
      %130 = arith.extf %125 : f16 to f32
      %131 = arith.extui %127 : i8 to i32
      %132 = arith.sitofp %131 : i32 to f32
      %133 = arith.mulf %130, %132 : f32
      %134 = arith.extf %126 : f16 to f32
      %135 = arith.extui %128 : i8 to i32
      %136 = arith.sitofp %135 : i32 to f32
      %137 = arith.mulf %134, %136 : f32
      %138 = arith.extui %123 : i4 to i32
      %139 = arith.extui %124 : i8 to i32
      %140 = linalg.index 2 : index
      %141 = arith.index_cast %140 : index to i32
      %142 = arith.shrui %139, %141 : i32
      %143 = arith.constant 1 : i32
      %144 = arith.andi %142, %143 : i32
      %145 = arith.constant 4 : i32
      %146 = arith.shli %144, %145 : i32
      %147 = arith.ori %138, %146 : i32
      %148 = arith.sitofp %147 : i32 to f32
      %149 = arith.mulf %133, %148 : f32
      %150 = arith.subf %149, %137 : f32
      linalg.yield %150 : f32
    } -> tensor<4x3x8x32xf32>
    %151 = tensor.collapse_shape %122 [[0], [1, 2, 3]] : tensor<4x3x8x32xf32> into tensor<4x768xf32>
    return %151 : tensor<4x768xf32>
  }
  func.func @pdq_q6_k_rows() -> tensor<8x768xf32> {
    %0 = util.global.load @w.q6_k_rows_codes : tensor<2x3x4x4x16x2xi8>
    %1 = util.global.load @w.q6_k_rows_codes_hi : tensor<2x3x4x16x2x2xi8>
    %2 = util.global.load @w.q6_k_rows_sc : tensor<2x3x4x4x2x2xi8>
    %3 = util.global.load @w.q6_k_rows_d : tensor<2x3x2x2xf16>
    %4 = tensor.empty() : tensor<2x2x2x3x4x4x16xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d3, d4, d5, d6, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d3, d4, d6, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d3, d4, d5, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4, d5, d6)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 0, 0, 3, 0, 0, 0], vector_common_parallel = [1, 1, 2, 1, 1, 1, 16]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%0, %1, %2, %3 : tensor<2x3x4x4x16x2xi8>, tensor<2x3x4x16x2x2xi8>, tensor<2x3x4x4x2x2xi8>, tensor<2x3x2x2xf16>) outs(%4 : tensor<2x2x2x3x4x4x16xf32>) {
    ^bb0(%6: i8, %7: i8, %8: i8, %9: f16, %10: f32):
      %11 = arith.extf %9 : f16 to f32
      %12 = arith.extsi %8 : i8 to i32
      %13 = arith.sitofp %12 : i32 to f32
      %14 = arith.mulf %11, %13 : f32
      %15 = linalg.index 1 : index
      %16 = arith.index_cast %15 : index to i32
      %17 = arith.constant 4 : i32
      %18 = arith.muli %16, %17 : i32
      %19 = arith.extui %6 : i8 to i32
      %20 = arith.shrui %19, %18 : i32
      %21 = arith.constant 15 : i32
      %22 = arith.andi %20, %21 : i32
      %23 = linalg.index 5 : index
      %24 = arith.index_cast %23 : index to i32
      %25 = arith.constant 2 : i32
      %26 = arith.muli %24, %25 : i32
      %27 = arith.extui %7 : i8 to i32
      %28 = arith.shrui %27, %26 : i32
      %29 = arith.constant 3 : i32
      %30 = arith.andi %28, %29 : i32
      %31 = arith.constant 4 : i32
      %32 = arith.shli %30, %31 : i32
      %33 = arith.ori %22, %32 : i32
      %34 = arith.constant 32 : i32
      %35 = arith.subi %33, %34 : i32
      %36 = arith.sitofp %35 : i32 to f32
      %37 = arith.mulf %14, %36 : f32
      linalg.yield %37 : f32
    } -> tensor<2x2x2x3x4x4x16xf32>
    %38 = tensor.collapse_shape %5 [[0, 1, 2], [3, 4, 5, 6]] : tensor<2x2x2x3x4x4x16xf32> into tensor<8x768xf32>
    return %38 : tensor<8x768xf32>
  }
  func.func @pmv_q6_k_rows(%arg0: tensor<1x1x768xf32>) -> tensor<1x1x8xf32> {
    %0 = util.global.load @w.q6_k_rows_codes : tensor<2x3x4x4x16x2xi8>
    %1 = util.global.load @w.q6_k_rows_codes_hi : tensor<2x3x4x16x2x2xi8>
    %2 = util.global.load @w.q6_k_rows_sc : tensor<2x3x4x4x2x2xi8>
    %3 = util.global.load @w.q6_k_rows_d : tensor<2x3x2x2xf16>
    %4 = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<1x1x768xf32> into tensor<768xf32>
    %5 = tensor.expand_shape %4 [[0, 1, 2, 3]] output_shape [3, 4, 4, 16] : tensor<768xf32> into tensor<3x4x4x16xf32>
    %6 = arith.constant 0.0 : f32
    %7 = tensor.empty() : tensor<2x2x2xf32>
    %8 = linalg.fill ins(%6 : f32) outs(%7 : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d3, d4, d5, d6, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d3, d4, d6, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d3, d4, d5, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [1, 0, 0, 0, 0, 0, 0], vector_common_parallel = [1, 2, 2, 0, 0, 0, 0], vector_reduction = [0, 0, 0, 1, 1, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%5, %0, %1, %2, %3 : tensor<3x4x4x16xf32>, tensor<2x3x4x4x16x2xi8>, tensor<2x3x4x16x2x2xi8>, tensor<2x3x4x4x2x2xi8>, tensor<2x3x2x2xf16>) outs(%8 : tensor<2x2x2xf32>) {
    ^bb0(%10: f32, %11: i8, %12: i8, %13: i8, %14: f16, %15: f32):
      %16 = arith.extf %14 : f16 to f32
      %17 = arith.extsi %13 : i8 to i32
      %18 = arith.sitofp %17 : i32 to f32
      %19 = arith.mulf %16, %18 : f32
      %20 = linalg.index 1 : index
      %21 = arith.index_cast %20 : index to i32
      %22 = arith.constant 4 : i32
      %23 = arith.muli %21, %22 : i32
      %24 = arith.extui %11 : i8 to i32
      %25 = arith.shrui %24, %23 : i32
      %26 = arith.constant 15 : i32
      %27 = arith.andi %25, %26 : i32
      %28 = linalg.index 5 : index
      %29 = arith.index_cast %28 : index to i32
      %30 = arith.constant 2 : i32
      %31 = arith.muli %29, %30 : i32
      %32 = arith.extui %12 : i8 to i32
      %33 = arith.shrui %32, %31 : i32
      %34 = arith.constant 3 : i32
      %35 = arith.andi %33, %34 : i32
      %36 = arith.constant 4 : i32
      %37 = arith.shli %35, %36 : i32
      %38 = arith.ori %27, %37 : i32
      %39 = arith.constant 32 : i32
      %40 = arith.subi %38, %39 : i32
      %41 = arith.sitofp %40 : i32 to f32
      %42 = arith.mulf %19, %41 : f32
      %43 = arith.constant -0.0 : f32
      %44 = math.fma %10, %42, %43 fastmath<contract> : f32
      %45 = arith.addf %15, %44 : f32
      linalg.yield %45 : f32
    } -> tensor<2x2x2xf32>
    %46 = tensor.collapse_shape %9 [[0, 1, 2]] : tensor<2x2x2xf32> into tensor<8xf32>
    %47 = tensor.expand_shape %46 [[0, 1, 2]] output_shape [1, 1, 8] : tensor<8xf32> into tensor<1x1x8xf32>
    return %47 : tensor<1x1x8xf32>
  }
  func.func @pmm_q6_k_rows(%arg0: tensor<3x768xf32>) -> tensor<3x8xf32> {
    %0 = util.global.load @w.q6_k_rows_codes : tensor<2x3x4x4x16x2xi8>
    %1 = util.global.load @w.q6_k_rows_codes_hi : tensor<2x3x4x16x2x2xi8>
    %2 = util.global.load @w.q6_k_rows_sc : tensor<2x3x4x4x2x2xi8>
    %3 = util.global.load @w.q6_k_rows_d : tensor<2x3x2x2xf16>
    %4 = tensor.expand_shape %arg0 [[0], [1, 2, 3, 4]] output_shape [3, 3, 4, 4, 16] : tensor<3x768xf32> into tensor<3x3x4x4x16xf32>
    %5 = arith.constant 0.0 : f32
    %6 = tensor.empty() : tensor<3x2x2x2xf32>
    %7 = linalg.fill ins(%5 : f32) outs(%6 : tensor<3x2x2x2xf32>) -> tensor<3x2x2x2xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d4, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d4, d5, d6, d7, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d4, d5, d7, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d4, d5, d6, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d4, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"], compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<distribution = [2, 1, 0, 0, 0, 0, 0, 0], vector_common_parallel = [2, 1, 2, 2, 0, 0, 0, 0], vector_reduction = [0, 0, 0, 0, 1, 1, 1, 1]>, translation_info = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>>>} ins(%4, %0, %1, %2, %3 : tensor<3x3x4x4x16xf32>, tensor<2x3x4x4x16x2xi8>, tensor<2x3x4x16x2x2xi8>, tensor<2x3x4x4x2x2xi8>, tensor<2x3x2x2xf16>) outs(%7 : tensor<3x2x2x2xf32>) {
    ^bb0(%9: f32, %10: i8, %11: i8, %12: i8, %13: f16, %14: f32):
      %15 = arith.extf %13 : f16 to f32
      %16 = arith.extsi %12 : i8 to i32
      %17 = arith.sitofp %16 : i32 to f32
      %18 = arith.mulf %15, %17 : f32
      %19 = linalg.index 2 : index
      %20 = arith.index_cast %19 : index to i32
      %21 = arith.constant 4 : i32
      %22 = arith.muli %20, %21 : i32
      %23 = arith.extui %10 : i8 to i32
      %24 = arith.shrui %23, %22 : i32
      %25 = arith.constant 15 : i32
      %26 = arith.andi %24, %25 : i32
      %27 = linalg.index 6 : index
      %28 = arith.index_cast %27 : index to i32
      %29 = arith.constant 2 : i32
      %30 = arith.muli %28, %29 : i32
      %31 = arith.extui %11 : i8 to i32
      %32 = arith.shrui %31, %30 : i32
      %33 = arith.constant 3 : i32
      %34 = arith.andi %32, %33 : i32
      %35 = arith.constant 4 : i32
      %36 = arith.shli %34, %35 : i32
      %37 = arith.ori %26, %36 : i32
      %38 = arith.constant 32 : i32
      %39 = arith.subi %37, %38 : i32
      %40 = arith.sitofp %39 : i32 to f32
      %41 = arith.mulf %18, %40 : f32
      %42 = arith.constant -0.0 : f32
      %43 = math.fma %9, %41, %42 fastmath<contract> : f32
      %44 = arith.addf %14, %43 : f32
      linalg.yield %44 : f32
    } -> tensor<3x2x2x2xf32>
    %45 = tensor.collapse_shape %8 [[0], [1, 2, 3]] : tensor<3x2x2x2xf32> into tensor<3x8xf32>
    return %45 : tensor<3x8xf32>
  }
  func.func @pem_q6_k_rows(%arg0: tensor<4xi32>) -> tensor<4x768xf32> {
    %0 = util.global.load @w.q6_k_rows_codes : tensor<2x3x4x4x16x2xi8>
    %1 = util.global.load @w.q6_k_rows_codes_hi : tensor<2x3x4x16x2x2xi8>
    %2 = util.global.load @w.q6_k_rows_sc : tensor<2x3x4x4x2x2xi8>
    %3 = util.global.load @w.q6_k_rows_d : tensor<2x3x2x2xf16>
    %4 = tensor.empty() : tensor<4x3x4x4x16xi4>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%4 : tensor<4x3x4x4x16xi4>) {
    ^bb0(%6: i32, %7: i4):
      %8 = arith.index_cast %6 : i32 to index
      %9 = arith.constant 0 : index
      %10 = arith.maxsi %8, %9 : index
      %11 = arith.constant 7 : index
      %12 = arith.minsi %10, %11 : index
      %13 = arith.constant 4 : index
      %14 = arith.remui %12, %13 : index
      %15 = arith.divui %12, %13 : index
      %16 = linalg.index 1 : index
      %17 = linalg.index 2 : index
      %18 = linalg.index 3 : index
      %19 = linalg.index 4 : index
      %20 = arith.constant 2 : index
      %21 = arith.divui %14, %20 : index
      %22 = arith.remui %14, %20 : index
      %23 = tensor.extract %0[%15, %16, %17, %18, %19, %22] : tensor<2x3x4x4x16x2xi8>
      %24 = arith.index_cast %21 : index to i32
      %25 = arith.constant 4 : i32
      %26 = arith.muli %24, %25 : i32
      %27 = arith.extui %23 : i8 to i32
      %28 = arith.shrui %27, %26 : i32
      %29 = arith.constant 15 : i32
      %30 = arith.andi %28, %29 : i32
      %31 = arith.trunci %30 : i32 to i4
      linalg.yield %31 : i4
    } -> tensor<4x3x4x4x16xi4>
    %32 = tensor.empty() : tensor<4x3x4x16xi8>
    %33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%32 : tensor<4x3x4x16xi8>) {
    ^bb0(%34: i32, %35: i8):
      %36 = arith.index_cast %34 : i32 to index
      %37 = arith.constant 0 : index
      %38 = arith.maxsi %36, %37 : index
      %39 = arith.constant 7 : index
      %40 = arith.minsi %38, %39 : index
      %41 = arith.constant 4 : index
      %42 = arith.remui %40, %41 : index
      %43 = arith.divui %40, %41 : index
      %44 = linalg.index 1 : index
      %45 = linalg.index 2 : index
      %46 = linalg.index 3 : index
      %47 = arith.constant 2 : index
      %48 = arith.divui %42, %47 : index
      %49 = arith.remui %42, %47 : index
      %50 = tensor.extract %1[%43, %44, %45, %46, %48, %49] : tensor<2x3x4x16x2x2xi8>
      linalg.yield %50 : i8
    } -> tensor<4x3x4x16xi8>
    %51 = tensor.empty() : tensor<4x3x4x4xi8>
    %52 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%51 : tensor<4x3x4x4xi8>) {
    ^bb0(%53: i32, %54: i8):
      %55 = arith.index_cast %53 : i32 to index
      %56 = arith.constant 0 : index
      %57 = arith.maxsi %55, %56 : index
      %58 = arith.constant 7 : index
      %59 = arith.minsi %57, %58 : index
      %60 = arith.constant 4 : index
      %61 = arith.remui %59, %60 : index
      %62 = arith.divui %59, %60 : index
      %63 = linalg.index 1 : index
      %64 = linalg.index 2 : index
      %65 = linalg.index 3 : index
      %66 = arith.constant 2 : index
      %67 = arith.divui %61, %66 : index
      %68 = arith.remui %61, %66 : index
      %69 = tensor.extract %2[%62, %63, %64, %65, %67, %68] : tensor<2x3x4x4x2x2xi8>
      linalg.yield %69 : i8
    } -> tensor<4x3x4x4xi8>
    %70 = tensor.empty() : tensor<4x3xf16>
    %71 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4xi32>) outs(%70 : tensor<4x3xf16>) {
    ^bb0(%72: i32, %73: f16):
      %74 = arith.index_cast %72 : i32 to index
      %75 = arith.constant 0 : index
      %76 = arith.maxsi %74, %75 : index
      %77 = arith.constant 7 : index
      %78 = arith.minsi %76, %77 : index
      %79 = arith.constant 4 : index
      %80 = arith.remui %78, %79 : index
      %81 = arith.divui %78, %79 : index
      %82 = linalg.index 1 : index
      %83 = arith.constant 2 : index
      %84 = arith.divui %80, %83 : index
      %85 = arith.remui %80, %83 : index
      %86 = tensor.extract %3[%81, %82, %84, %85] : tensor<2x3x2x2xf16>
      linalg.yield %86 : f16
    } -> tensor<4x3xf16>
    %87 = tensor.empty() : tensor<4x3x4x4x16xf32>
    %88 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%5, %33, %52, %71 : tensor<4x3x4x4x16xi4>, tensor<4x3x4x16xi8>, tensor<4x3x4x4xi8>, tensor<4x3xf16>) outs(%87 : tensor<4x3x4x4x16xf32>) {
    ^bb0(%89: i4, %90: i8, %91: i8, %92: f16, %93: f32):
      %94 = arith.extf %92 : f16 to f32
      %95 = arith.extsi %91 : i8 to i32
      %96 = arith.sitofp %95 : i32 to f32
      %97 = arith.mulf %94, %96 : f32
      %98 = arith.extui %89 : i4 to i32
      %99 = linalg.index 3 : index
      %100 = arith.index_cast %99 : index to i32
      %101 = arith.constant 2 : i32
      %102 = arith.muli %100, %101 : i32
      %103 = arith.extui %90 : i8 to i32
      %104 = arith.shrui %103, %102 : i32
      %105 = arith.constant 3 : i32
      %106 = arith.andi %104, %105 : i32
      %107 = arith.constant 4 : i32
      %108 = arith.shli %106, %107 : i32
      %109 = arith.ori %98, %108 : i32
      %110 = arith.constant 32 : i32
      %111 = arith.subi %109, %110 : i32
      %112 = arith.sitofp %111 : i32 to f32
      %113 = arith.mulf %97, %112 : f32
      linalg.yield %113 : f32
    } -> tensor<4x3x4x4x16xf32>
    %114 = tensor.collapse_shape %88 [[0], [1, 2, 3, 4]] : tensor<4x3x4x4x16xf32> into tensor<4x768xf32>
    return %114 : tensor<4x768xf32>
  }
}
